/** `ui.js`: the widget panel. Built with react aliased to preact/compat (see ../../rspack.config.ts). */
import { createRoot, type Root } from 'react-dom/client';
import { UI_GLOBAL, type WidgetUi } from '../core/widget-ui';
import { labelLauncher, localize } from '../i18n/localize';
import { watchOutbox } from '../outbox/deliver';
import { PANEL_CSS } from './styles';
import { Widget } from './Widget';

let mounted: { root: Root; container: HTMLElement; launcher: HTMLElement; onClose: () => void } | undefined;
/** The latest open call, drawn once its language has loaded; a close or a newer call replaces it. */
let latest: { onClose: () => void } | undefined;

const ui: WidgetUi = {
  /** Opens the panel in its language; on an open panel, draws it again (a new language), keeping what was typed. */
  open(context, shadowRoot, launcher, onClose) {
    const call = { onClose };
    latest = call;
    void localize(context).then(() => {
      if (latest !== call) return;
      labelLauncher(context, launcher);
      if (!mounted) {
        if (!shadowRoot.querySelector('style[data-hb-panel]')) {
          const style = document.createElement('style');
          style.setAttribute('data-hb-panel', '');
          style.textContent = PANEL_CSS;
          shadowRoot.appendChild(style);
        }
        const container = document.createElement('div');
        shadowRoot.appendChild(container);
        mounted = { root: createRoot(container), container, launcher, onClose };
      }
      mounted.root.render(<Widget context={context} shadowRoot={shadowRoot} onClose={() => ui.close()} />);
    });
  },
  close() {
    const waiting = latest;
    latest = undefined;
    // Closed while its language was loading: nothing to take down, but the loader must hear of it.
    if (!mounted) return waiting?.onClose();
    const { root, container, launcher, onClose } = mounted;
    mounted = undefined;
    root.unmount();
    container.remove();
    launcher.focus();
    onClose();
  },
  flush: watchOutbox,
};

window[UI_GLOBAL] = ui;
