import { useEffect, useState } from 'react';
import type { ApiTarget } from '../../../../widget/src/api/public-api';
import type { WidgetSettings } from '../../../../widget/src/core/settings';
import { loadWidgetSettings, widgetTarget } from '../lib/widget-api';

export type WidgetSettingsState =
  | { status: 'loading' }
  | { status: 'ready'; target: ApiTarget; settings: WidgetSettings }
  | { status: 'failed'; message: string; retry: () => void };

/** The product's public widget settings, loaded again whenever the widget key or product changes. */
export function useWidgetSettings(widgetKey: string, productId: string): WidgetSettingsState {
  const [state, setState] = useState<WidgetSettingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry loads the same settings again.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const target = widgetTarget(widgetKey, productId);
    loadWidgetSettings(target).then(
      (settings) => {
        if (current) setState({ status: 'ready', target, settings });
      },
      (error: Error) => {
        if (current) {
          setState({ status: 'failed', message: error.message, retry: () => setAttempt((n) => n + 1) });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [widgetKey, productId, attempt]);

  return state;
}
