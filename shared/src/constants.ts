/** Business constants of spec section 9, in one place so the shell and every remote agree. */

/** localStorage key of the Firebase ID token every GraphQL request carries. */
export const AUTH_TOKEN_KEY = 'auth_token';
/** localStorage key of the product the user last worked on. */
export const CURRENT_PRODUCT_KEY = 'current-product';
/** The ID token is refreshed this long after a successful session load (9 minutes). */
export const TOKEN_REFRESH_MS = 540_000;
/** Notifications are re-read this often. */
export const NOTIFICATION_REFRESH_MS = 60_000;
/**
 * Admins poll for users awaiting review this often. The spec leaves the value open; 30 s keeps a
 * waiting user's wait short without a request storm from idle tabs.
 */
export const REVIEW_USERS_POLL_MS = 30_000;
/** The pseudo product id meaning "every product of the organisation". */
export const ALL_PRODUCTS = 'all';
/** Fixed header identifying the dashboard to the API (spec section 7). */
export const APP_HEADER_NAME = 'x-hearback-app';
export const APP_HEADER_VALUE = 'dashboard';
/** antd's xl breakpoint: below it a usable user only sees the desktop notice. */
export const XL_BREAKPOINT_PX = 1200;
/** Default toast duration, in seconds as antd expects. */
export const TOAST_DEFAULT_DURATION_S = 4;
/**
 * Query parameter of the public feedback page naming the organisation (its id), as the
 * organisation details page links to it: `/feedback?organisation=<id>`.
 */
export const FEEDBACK_ORGANISATION_PARAM = 'organisation';
