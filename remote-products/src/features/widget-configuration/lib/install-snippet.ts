import type { useProductsTranslation } from '../../../i18n/translations';

type Translate = ReturnType<typeof useProductsTranslation>['t'];

/** The one script tag a site embeds (remote-feedback/widget/README.md), for this origin. */
export function installSnippet(origin: string, widgetKey: string, productId: string): string {
  return `<script src="${origin}/widget/loader.js" data-key="${widgetKey}" data-product="${productId}" async></script>`;
}

/**
 * The same tag for a page whose server knows the signed-in visitor: it fills in the visitor's
 * e-mail and name and signs the e-mail (README: identification), so Widget campaigns can find them.
 */
export function identifiedSnippet(
  origin: string,
  widgetKey: string,
  productId: string,
  t: Translate,
): string {
  // What the site's server writes in: named in the reader's language, as a template to fill.
  const email = t('visitor e-mail');
  const name = t('visitor name');
  const signature = t('HMAC-SHA256 of the e-mail, hex');
  return installSnippet(origin, widgetKey, productId).replace(
    ' async>',
    ` data-email="{${email}}" data-name="{${name}}" data-signature="{${signature}}" async>`,
  );
}

/** How a page names its signed-in visitor to the widget from script (README: identification). */
export const IDENTIFY_CALL = 'Hearback.identify({ email, name, signature })';

/** How a site's server computes data-signature (Node.js; any HMAC-SHA256 library gives the same). */
export const SIGNATURE_EXAMPLE = "crypto.createHmac('sha256', IDENTITY_SECRET).update(email).digest('hex')";
