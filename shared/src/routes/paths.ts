/**
 * Every route of the dashboard (spec section 2), the remote that renders it and the layout it
 * sits in. The shell's router, each remote's route tree and the route tests all read this one
 * table, so a route cannot be registered in one place and forgotten in another.
 */
import { sharedText } from '../i18n/shared-namespace/translations';

export type RemoteName =
  | 'remote_auth'
  | 'remote_products'
  | 'remote_campaigns'
  | 'remote_segments'
  | 'remote_settings'
  | 'remote_feedback';

/** `app`: sider + header; `auth`: centred card, no navigation; `public`: nothing of the dashboard. */
export type RouteLayout = 'app' | 'auth' | 'public';

export interface RouteDefinition {
  path: string;
  remote: RemoteName;
  layout: RouteLayout;
  /** In the dashboard's current language: read when shown, never kept. */
  title: () => string;
}

const define = <K extends string>(table: Record<K, RouteDefinition>) => table;

export const ROUTES = define({
  signIn: {
    path: '/auth/sign-in',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Sign in'),
  },
  signUp: {
    path: '/auth/sign-up',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Sign up'),
  },
  finishLinkSignUp: {
    path: '/auth/finish-link-sign-up',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Finish signing up'),
  },
  resetPassword: {
    path: '/auth/reset-password',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Reset password'),
  },
  authAction: {
    path: '/_auth/action',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Account action'),
  },
  verify: {
    path: '/verify',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Verify your e-mail'),
  },
  pendingUser: {
    path: '/pending-user',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Pending user'),
  },
  waitingConfirmation: {
    path: '/waiting/confirmation',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Waiting for confirmation'),
  },
  waitingVerification: {
    path: '/waiting/verification',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Waiting for verification'),
  },
  waitingProductAttachment: {
    path: '/waiting/product-attachment',
    remote: 'remote_auth',
    layout: 'auth',
    title: () => sharedText('Waiting for a product'),
  },

  account: { path: '/account', remote: 'remote_settings', layout: 'app', title: () => sharedText('Account') },
  contact: { path: '/contact', remote: 'remote_settings', layout: 'app', title: () => sharedText('Contact') },

  products: {
    path: '/app/products',
    remote: 'remote_products',
    layout: 'app',
    title: () => sharedText('Products'),
  },
  organisation: {
    path: '/app/organisation',
    remote: 'remote_products',
    layout: 'app',
    title: () => sharedText('Organisation details'),
  },
  productHome: {
    path: '/app/:productId',
    remote: 'remote_products',
    layout: 'app',
    title: () => sharedText('Product home'),
  },
  configuration: {
    path: '/app/:productId/configuration',
    remote: 'remote_products',
    layout: 'app',
    title: () => sharedText('Widget configuration'),
  },
  recordings: {
    path: '/app/:productId/recordings',
    remote: 'remote_products',
    layout: 'app',
    title: () => sharedText('Recordings'),
  },

  segments: {
    path: '/app/:productId/segments',
    remote: 'remote_segments',
    layout: 'app',
    title: () => sharedText('Segments'),
  },
  segmentImportUsers: {
    path: '/app/:productId/segments/import/users',
    remote: 'remote_segments',
    layout: 'app',
    title: () => sharedText('Import users'),
  },
  segment: {
    path: '/app/:productId/segments/:id',
    remote: 'remote_segments',
    layout: 'app',
    title: () => sharedText('Segment'),
  },

  campaigns: {
    path: '/app/:productId/campaigns',
    remote: 'remote_campaigns',
    layout: 'app',
    title: () => sharedText('Campaigns'),
  },
  campaignCreate: {
    path: '/app/:productId/campaigns/create',
    remote: 'remote_campaigns',
    layout: 'app',
    title: () => sharedText('Create a campaign'),
  },
  campaignCreateFromSource: {
    path: '/app/:productId/campaigns/create/:source',
    remote: 'remote_campaigns',
    layout: 'app',
    title: () => sharedText('Create a campaign'),
  },
  campaignSchedule: {
    path: '/app/:productId/campaigns/schedule/:id',
    remote: 'remote_campaigns',
    layout: 'app',
    title: () => sharedText('Schedule a campaign'),
  },
  campaignsCombined: {
    path: '/app/:productId/campaigns/combined',
    remote: 'remote_campaigns',
    layout: 'app',
    title: () => sharedText('Combined campaigns'),
  },
  campaign: {
    path: '/app/:productId/campaigns/:id',
    remote: 'remote_campaigns',
    layout: 'app',
    title: () => sharedText('Campaign'),
  },
  campaignAttention: {
    path: '/app/:productId/campaigns/:id/attention-recommended',
    remote: 'remote_campaigns',
    layout: 'app',
    title: () => sharedText('Attention recommended'),
  },

  settingsRoles: {
    path: '/app/:productId/settings/roles',
    remote: 'remote_settings',
    layout: 'app',
    title: () => sharedText('Roles'),
  },
  settingsExport: {
    path: '/app/:productId/settings/export',
    remote: 'remote_settings',
    layout: 'app',
    title: () => sharedText('Export'),
  },
  settingsIntegration: {
    path: '/app/:productId/settings/integrations/:source',
    remote: 'remote_settings',
    layout: 'app',
    title: () => sharedText('Integrations'),
  },
  settings: {
    path: '/app/:productId/settings/:type',
    remote: 'remote_settings',
    layout: 'app',
    title: () => sharedText('Settings'),
  },

  feedback: {
    path: '/feedback',
    remote: 'remote_feedback',
    layout: 'public',
    title: () => sharedText('Feedback'),
  },
  feedbackTechxpo1: {
    path: '/feedback/techxpo1',
    remote: 'remote_feedback',
    layout: 'public',
    title: () => sharedText('TechXpo 1'),
  },
  feedbackTechxpo2: {
    path: '/feedback/techxpo2',
    remote: 'remote_feedback',
    layout: 'public',
    title: () => sharedText('TechXpo 2'),
  },
  feedbackTechxpo3: {
    path: '/feedback/techxpo3',
    remote: 'remote_feedback',
    layout: 'public',
    title: () => sharedText('TechXpo 3'),
  },
  feedbackVerify: {
    path: '/feedback/verify',
    remote: 'remote_feedback',
    layout: 'public',
    title: () => sharedText('Confirm your e-mail'),
  },
});

export type RouteKey = keyof typeof ROUTES;

/** The routes a remote renders, for its own route tree. */
export const routesOfRemote = (remote: RemoteName): Array<[RouteKey, RouteDefinition]> =>
  (Object.entries(ROUTES) as Array<[RouteKey, RouteDefinition]>).filter(
    ([, route]) => route.remote === remote,
  );

/**
 * Product-relative short forms of spec section 2, resolved against a product id. Routes outside the
 * product area (sign-in, account, organisation…) ignore the product id.
 */
export const SHORT_FORMS: Record<string, RouteKey> = {
  '/sign-in': 'signIn',
  '/sign-up': 'signUp',
  '/verify': 'verify',
  '/reset-password': 'resetPassword',
  '/finish-link-sign-up': 'finishLinkSignUp',
  '/pending-user': 'pendingUser',
  '/_auth/action': 'authAction',
  '/organisation/details': 'organisation',
  '/account': 'account',
  '/recordings': 'recordings',
  '/contact': 'contact',
  '/configuration': 'configuration',
  '/products': 'products',
  '/campaigns': 'campaigns',
  '/campaigns/create': 'campaignCreate',
  '/campaigns/create/{source}': 'campaignCreateFromSource',
  '/campaigns/{id}': 'campaign',
  '/campaigns/{id}/attention-recommended': 'campaignAttention',
  '/campaigns/schedule/{id}': 'campaignSchedule',
  '/combined-campaigns': 'campaignsCombined',
  '/segments': 'segments',
  '/segments/{id}': 'segment',
  '/segments/import/users': 'segmentImportUsers',
  '/settings/{type}': 'settings',
  '/settings/roles': 'settingsRoles',
  '/settings/export': 'settingsExport',
  '/settings/integrations/{source}': 'settingsIntegration',
  '/waiting-confirmation': 'waitingConfirmation',
  '/waiting-verification': 'waitingVerification',
  '/waiting-product-attachment': 'waitingProductAttachment',
};

/** Fills `:param` segments; throws on a missing parameter so a broken link fails loudly in tests. */
export function buildPath(key: RouteKey, params: Record<string, string> = {}): string {
  return ROUTES[key].path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${key} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}
