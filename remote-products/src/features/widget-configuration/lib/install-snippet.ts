/** The one script tag a site embeds (remote-feedback/widget/README.md), for this origin. */
export function installSnippet(origin: string, widgetKey: string, productId: string): string {
  return `<script src="${origin}/widget/loader.js" data-key="${widgetKey}" data-product="${productId}" async></script>`;
}

/**
 * The same tag for a page whose server knows the signed-in visitor: it fills in the visitor's
 * e-mail and name and signs the e-mail (README: identification), so Widget campaigns can find them.
 */
export function identifiedSnippet(origin: string, widgetKey: string, productId: string): string {
  return installSnippet(origin, widgetKey, productId).replace(
    ' async>',
    ' data-email="{visitor e-mail}" data-name="{visitor name}" data-signature="{HMAC-SHA256 of the e-mail, hex}" async>',
  );
}

/** How a site's server computes data-signature (Node.js; any HMAC-SHA256 library gives the same). */
export const SIGNATURE_EXAMPLE = "crypto.createHmac('sha256', IDENTITY_SECRET).update(email).digest('hex')";
