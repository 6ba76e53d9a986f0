import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { loadWidgetUi } from '../lib/load-widget-ui';
import { launcherOffsets } from '../lib/preview-settings';
import { DEFAULT_BUTTON_COLOUR } from '../lib/widget-options';
import type { PreviewSettings, WidgetUi } from '../lib/widget-ui-contract';

interface Props {
  settings: PreviewSettings;
  widgetKey: string;
  productId: string;
}

const MIC_ICON =
  '<svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z"/></svg>';
const LAUNCHER_CSS =
  ':host{all:initial}.hb-launcher{all:initial;position:fixed;bottom:20px;right:20px;width:56px;height:56px;border-radius:50%;display:grid;place-items:center;color:#fff;box-shadow:0 4px 14px rgba(0,0,0,.25)}';

interface Mounted {
  root: ShadowRoot;
  launcher: HTMLButtonElement;
}

/**
 * The real widget UI (`/widget/ui.js`) drawn with the unsaved settings, in a shadow root as on a
 * customer's site. The frame's transform makes it the containing block of the widget's fixed
 * positioning, so the panel sits in the frame's corner rather than the dashboard's. The frame is
 * inert: the preview is for looking; it must not take the focus from the field being edited on
 * each re-draw, nor send a test submission into the recordings.
 */
export function WidgetPreview(props: Props) {
  // Retry starts from a fresh frame: a new shadow root and a new attempt at loading ui.js.
  const [attempt, setAttempt] = useState(0);
  return <PreviewFrame key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}

function PreviewFrame({ settings, widgetKey, productId, onRetry }: Props & { onRetry: () => void }) {
  const { t } = useProductsTranslation();
  const launcherLabel = t('Open feedback');
  const frame = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);
  const [ui, setUi] = useState<WidgetUi | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = frame.current;
    if (!container) return;
    const host = document.createElement('div');
    host.setAttribute('inert', '');
    host.dataset.testid = 'widget-preview-host';
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${LAUNCHER_CSS}</style><button type="button" class="hb-launcher" tabindex="-1">${MIC_ICON}</button>`;
    container.appendChild(host);
    mounted.current = { root, launcher: root.querySelector('button') as HTMLButtonElement };
    let cancelled = false;
    loadWidgetUi().then(
      (loaded) => !cancelled && setUi(() => loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      window.HearbackWidgetUI?.close();
      mounted.current = null;
      host.remove();
    };
  }, []);

  useEffect(() => {
    const target = mounted.current;
    if (!ui || !target) return;
    const { side, bottom } = launcherOffsets(settings.position);
    target.launcher.style.cssText = `${side}:20px;${side === 'left' ? 'right' : 'left'}:auto;bottom:${bottom}px;background:${settings.button || DEFAULT_BUTTON_COLOUR}`;
    target.launcher.setAttribute('aria-label', launcherLabel);
    // The widget UI keeps one panel open at a time: redraw it with the new settings.
    ui.close();
    ui.open(
      {
        apiBase: `${window.location.origin}/widget/v1/`,
        widgetKey,
        productId,
        settings,
        visitor: {},
        texts: {},
      },
      target.root,
      target.launcher,
      () => {},
    );
  }, [ui, settings, widgetKey, productId, launcherLabel]);

  return (
    <section aria-label={t('Widget preview')}>
      {failed && (
        <Alert
          type="warning"
          showIcon
          title={t('The widget preview could not be loaded.')}
          action={
            <Button size="small" onClick={onRetry}>
              {t('Retry preview')}
            </Button>
          }
          style={{ marginBottom: 8 }}
        />
      )}
      <div
        ref={frame}
        style={{
          position: 'relative',
          height: 620,
          overflow: 'hidden',
          transform: 'translateZ(0)',
          borderRadius: 8,
          border: '1px solid #f0f0f0',
          background: 'repeating-linear-gradient(45deg,#fafafa 0 12px,#f3f3f3 12px 24px)',
        }}
      />
    </section>
  );
}
