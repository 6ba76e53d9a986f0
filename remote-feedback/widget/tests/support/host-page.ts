/**
 * A host page as a third-party site would write it, with the kind of global CSS that breaks
 * embedded widgets: if any of it reached the widget, the isolation test would see it.
 */
export const HOSTILE_CSS = `
* { font-family: "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important; }
div, button, input, textarea { background: rgb(255, 255, 0) !important; border: 7px dashed rgb(255, 0, 0) !important; }
button { width: 10px !important; height: 10px !important; padding: 0 !important; }
[role=dialog], form, h2 { display: none !important; }
`;

export function hostPage(options: {
  loaderSrc: string;
  widgetKey: string;
  productId: string;
  apiBase?: string;
  /** The signed-in visitor, as the site's server renders them into the tag. */
  visitor?: { email: string; name: string; signature: string };
  /** The embed's own choice of language (`data-language`). */
  language?: string;
}): string {
  const api = options.apiBase ? ` data-api="${options.apiBase}"` : '';
  const language = options.language ? ` data-language="${options.language}"` : '';
  const visitor = options.visitor
    ? ` data-email="${options.visitor.email}" data-name="${options.visitor.name}" data-signature="${options.visitor.signature}"`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A customer's site</title><style>${HOSTILE_CSS}</style></head>
<body>
<h1>Welcome</h1>
<button id="host-button" type="button">A button of the host page</button>
<script src="${options.loaderSrc}" data-key="${options.widgetKey}" data-product="${options.productId}"${api}${visitor}${language} async></script>
</body>
</html>`;
}
