/**
 * Where the current visitor may be (spec sections 2 and 4), as one pure decision so each rule is
 * unit-tested: sign-in for a visitor without session, the waiting pages for a user who cannot
 * use the dashboard yet, the organisation form for a user without organisation, and the product
 * redirects of `/`, `/app` and product routes with an unknown product.
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
  type SessionStatus,
} from '@hearback/shared';

export interface AccessInput {
  pathname: string;
  search: string;
  status: SessionStatus;
  user: MeUser | null;
  products: ReadonlyArray<{ id: string }>;
  productsLoading: boolean;
  /** The stored current product, preferred when landing. */
  preferredProductId: string | null;
}

export type AccessDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const RENDER: AccessDecision = { kind: 'render' };
const WAIT: AccessDecision = { kind: 'wait' };

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

function redirectUnlessAt(target: RouteKey, current: RouteKey | undefined, allowed: ReadonlySet<RouteKey>) {
  if (current === target || (current && allowed.has(current))) return RENDER;
  return { kind: 'redirect', to: buildPath(target) } as const;
}

export function decideAccess(input: AccessInput): AccessDecision {
  const { pathname, status, user } = input;
  if (isSessionCheckSkipped(pathname)) return RENDER;
  if (status === 'loading') return WAIT;

  if (status === 'signedOut' || !user) {
    return isForcedSignOutExempt(pathname) ? RENDER : { kind: 'redirect', to: buildPath('signIn') };
  }

  const found = findRoute(pathname);
  const current = found?.key;
  if (!user.verified) return redirectUnlessAt('waitingVerification', current, WAITING_ALLOWED);
  if (!user.enabled) return redirectUnlessAt('waitingConfirmation', current, WAITING_ALLOWED);
  if (!user.id) return { kind: 'redirect', to: buildPath('signIn') };
  if (!user.organization) return redirectUnlessAt('organisation', current, NO_ORGANISATION_ALLOWED);

  if (input.productsLoading) return WAIT;
  if (user.role === 'Member' && input.products.length === 0) {
    return redirectUnlessAt('waitingProductAttachment', current, new Set(['account', 'contact']));
  }
  if (found?.route.layout === 'auth' && !AUTH_PAGES_FOR_USABLE_USERS.has(found.key)) {
    // Straight to the landing product rather than via /app, so there is one redirect, not two.
    const productId = landingProductId(input.products, input.preferredProductId);
    return { kind: 'redirect', to: buildPath('productHome', { productId }) };
  }

  const productRedirect = resolveProductRedirect(
    pathname,
    input.search,
    input.products,
    input.preferredProductId,
  );
  return productRedirect ? { kind: 'redirect', to: productRedirect } : RENDER;
}
