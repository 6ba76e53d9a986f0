import { useEffect, useState } from 'react';
import type { ApiTarget } from '../../../../widget/src/api/public-api';
import type { WidgetSettings } from '../../../../widget/src/core/settings';
import {
  loadWidgetSettings,
  WidgetSettingsError,
  type WidgetSettingsProblem,
  widgetTarget,
} from '../lib/widget-api';

export type WidgetSettingsState =
  | { status: 'loading' }
  | { status: 'ready'; target: ApiTarget; settings: WidgetSettings }
  | { status: 'failed'; problem: WidgetSettingsProblem; retry: () => void };

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
      (error: unknown) => {
        if (current) {
          setState({
            status: 'failed',
            problem: error instanceof WidgetSettingsError ? error.problem : 'form.unreachable',
            retry: () => setAttempt((n) => n + 1),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [widgetKey, productId, attempt]);

  return state;
}
