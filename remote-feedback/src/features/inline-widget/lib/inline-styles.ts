import { PANEL_CSS } from '../../../../widget/src/ui/styles';

/**
 * The widget's own stylesheet, with its floating panel turned into a block of the page: the form
 * looks as it does on the customer's site, and its styles stay inside the shadow root. The
 * button's text takes the colour InlineFeedbackForm picks for 4.5:1 on the button.
 */
export const INLINE_PANEL_CSS = `${PANEL_CSS}
:host{display:block}
.hb-button:not(.hb-secondary){color:var(--hb-on-button,#fff)}
.hb-panel.hb-inline{position:static;z-index:auto;width:100%;max-width:none;max-height:none;overflow:visible;box-shadow:0 1px 4px #0002}`;
