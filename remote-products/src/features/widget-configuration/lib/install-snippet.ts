/** The one script tag a site embeds (remote-feedback/widget/README.md), for this origin. */
export function installSnippet(origin: string, widgetKey: string, productId: string): string {
  return `<script src="${origin}/widget/loader.js" data-key="${widgetKey}" data-product="${productId}" async></script>`;
}
