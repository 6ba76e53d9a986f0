/** `ui.js`: the widget panel. Built with react aliased to preact/compat (see ../../rspack.config.ts). */
import { createRoot, type Root } from 'react-dom/client';
import { UI_GLOBAL, type WidgetUi } from '../core/widget-ui';
import { watchOutbox } from '../outbox/deliver';
import { PANEL_CSS } from './styles';
import { Widget } from './Widget';

let mounted: { root: Root; container: HTMLElement; launcher: HTMLElement; onClose: () => void } | undefined;

const ui: WidgetUi = {
  open(context, shadowRoot, launcher, onClose) {
    if (mounted) return;
    if (!shadowRoot.querySelector('style[data-hb-panel]')) {
      const style = document.createElement('style');
      style.setAttribute('data-hb-panel', '');
      style.textContent = PANEL_CSS;
      shadowRoot.appendChild(style);
    }
    const container = document.createElement('div');
    shadowRoot.appendChild(container);
    const root = createRoot(container);
    mounted = { root, container, launcher, onClose };
    root.render(<Widget context={context} shadowRoot={shadowRoot} onClose={() => ui.close()} />);
  },
  close() {
    if (!mounted) return;
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
