/**
 * Where the current visitor may be (spec sections 2 and 4), as one pure decision so each rule is
 * unit-tested: the short forms to their full routes, sign-in for a visitor without session, the
 * waiting pages for a user who cannot use the dashboard yet, the organisation form for a user
 * without organisation, and the product redirects of `/`, `/app` and product routes with an
 * unknown product. The page a visitor was sent away from travels along as `?returnTo=`, and a
 * user who can use the dashboard is sent on to it.
 */
import {
  buildPath,
  findRoute,
  isForcedSignOutExempt,
  isSessionCheckSkipped,
  landingProductId,
  type MeUser,
  type RouteKey,
  resolveProductRedirect,
  resolveShortForm,
  returnPathFrom,
  returnPathIn,
  type SessionStatus,
  signInPathFrom,
  withReturnPath,
} from '@hearback/shared';

export interface AccessInput {
  pathname: string;
  search: string;
  status: SessionStatus;
  user: MeUser | null;
  products: ReadonlyArray<{ id: string }>;
  productsLoading: boolean;
  /** The product list could not be loaded: an error to show, not an empty list to act on. */
  productsFailed: boolean;
  /** The stored current product, preferred when landing. */
  preferredProductId: string | null;
}

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'productsFailed' }
  | { kind: 'redirect'; to: string };

const RENDER: AccessDecision = { kind: 'render' };
const WAIT: AccessDecision = { kind: 'wait' };
const PRODUCTS_FAILED: AccessDecision = { kind: 'productsFailed' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/** Pages a user who is still waiting (for verification or confirmation) may open. */
const WAITING_ALLOWED: ReadonlySet<RouteKey> = new Set(['verify', 'authAction', 'account', 'contact']);
/** Pages a usable user without organisation may open besides the organisation form. */
const NO_ORGANISATION_ALLOWED: ReadonlySet<RouteKey> = new Set([
  'organisation',
  'account',
  'contact',
  'authAction',
]);
/** Auth pages a usable user still has a reason to open (e-mail links). */
const AUTH_PAGES_FOR_USABLE_USERS: ReadonlySet<RouteKey> = new Set(['verify', 'authAction']);

function redirectUnlessAt(
  target: RouteKey,
  current: RouteKey | undefined,
  allowed: ReadonlySet<RouteKey>,
  returnPath: string | null = null,
): AccessDecision {
  if (current === target || (current && allowed.has(current))) return RENDER;
  return redirect(withReturnPath(buildPath(target), returnPath));
}

export function decideAccess(input: AccessInput): AccessDecision {
  const { pathname, search, status, user } = input;
  const found = findRoute(pathname);
  // Short forms that need no product (everything inside a product, auth and account pages) go
  // first, so `/sign-up` opens sign-up rather than sign-in. `/recordings` and the like need the
  // product list and are resolved once it is known, below.
  const shortForm = found ? null : resolveShortForm(pathname, search, null);
  if (shortForm) return redirect(shortForm);
  if (isSessionCheckSkipped(pathname)) return RENDER;
  if (status === 'loading') return WAIT;

  if (status === 'signedOut' || !user) {
    return isForcedSignOutExempt(pathname) ? RENDER : redirect(signInPathFrom(pathname, search));
  }

  const current = found?.key;
  const returnPath = returnPathFrom(pathname, search);
  if (!user.verified) return redirectUnlessAt('waitingVerification', current, WAITING_ALLOWED, returnPath);
  if (!user.enabled) return redirectUnlessAt('waitingConfirmation', current, WAITING_ALLOWED, returnPath);
  if (!user.id) return redirect(buildPath('signIn'));
  if (!user.organization) return redirectUnlessAt('organisation', current, NO_ORGANISATION_ALLOWED);

  if (input.productsLoading) return WAIT;
  // Not knowing the products is not having none: no redirect may be taken on it.
  if (input.productsFailed) return PRODUCTS_FAILED;
  if (user.role === 'Member' && input.products.length === 0) {
    return redirectUnlessAt('waitingProductAttachment', current, new Set(['account', 'contact']), returnPath);
  }
  const landingProduct = landingProductId(input.products, input.preferredProductId);
  if (found?.route.layout === 'auth' && !AUTH_PAGES_FOR_USABLE_USERS.has(found.key)) {
    // Straight to the landing product rather than via /app, so there is one redirect, not two.
    return redirect(returnPathIn(search) ?? buildPath('productHome', { productId: landingProduct }));
  }
  const productShortForm = found ? null : resolveShortForm(pathname, search, landingProduct);
  if (productShortForm) return redirect(productShortForm);

  const productRedirect = resolveProductRedirect(
    pathname,
    input.search,
    input.products,
    input.preferredProductId,
  );
  return productRedirect ? redirect(productRedirect) : RENDER;
}
