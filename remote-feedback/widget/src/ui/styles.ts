/**
 * The panel's stylesheet, inside the shadow root: host-page selectors cannot reach it, and
 * `all: initial` on the host stops inherited fonts and colours at the border. The recorder's own
 * rules travel in its chunk (../recorder/Recorder.tsx): text-only widgets never need them.
 * Nothing here is left or right: in Arabic and Hebrew (`dir=rtl` on the panel) the layout
 * mirrors itself. E-mail addresses and phone numbers stay left to right, on the right.
 */
export const PANEL_CSS = `:host{all:initial}
.hb-panel{position:fixed;z-index:2147483001;width:360px;max-width:calc(100vw - 40px);max-height:calc(100vh - 120px);overflow:auto;padding:20px;border-radius:14px;box-shadow:0 12px 40px #0004;font:15px/1.45 system-ui,sans-serif;color:var(--hb-text);background:var(--hb-bg) var(--hb-image) center/cover}
.hb-panel *{box-sizing:border-box;font:inherit;color:inherit}
.hb-head{display:flex;gap:12px;margin-bottom:14px}
.hb-title{flex:1;margin:0;font-size:17px;font-weight:600}
.hb-close{border:0;background:0;cursor:pointer;font-size:22px}
.hb-field{display:block;margin-bottom:12px}
.hb-label{display:block;margin-bottom:4px}
.hb-input{display:block;width:100%;padding:9px 11px;border:1px solid #0004;border-radius:8px;background:var(--hb-box);color:var(--hb-box-text)}
textarea.hb-input{min-height:96px}
[dir=rtl] [type=email],[dir=rtl] [type=tel]{direction:ltr;text-align:right}
[aria-invalid=true]{border-color:#c0262d}
.hb-hint,.hb-count,.hb-error{display:block;font-size:13px;margin-top:3px}
.hb-error{color:#c0262d}
.hb-button{border:0;border-radius:8px;padding:10px 18px;cursor:pointer;font-weight:600;color:var(--hb-on-button);background:var(--hb-button)}
.hb-button[disabled]{opacity:.6}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
progress{display:block;width:100%}`;
