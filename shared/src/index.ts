/**
 * @hearback/shared: everything the shell and the remotes share as one federation singleton —
 * constants, runtime config, Firebase, the Apollo client, the session, the current product,
 * route helpers, error formatting, toasts, inputs, theme and providers.
 */

// The input rules the API and the widget share (an internationalised e-mail address, the widget's
// question limit), and the forms' validation texts and rules built on them.
export {
  contrastRatio,
  DASHBOARD_LANGUAGES,
  type DashboardLanguage,
  EMAIL_ADDRESS_MAX,
  isEmailAddress,
  normaliseEmailAddress,
  parseColour,
  READABLE_CONTRAST,
  readableTextOn,
  WIDGET_QUESTIONS_MAX,
} from '@hearback/input-rules';
export { documentTitle } from './a11y/document-title';
export { A11Y_TEXTS } from './a11y/texts';
export { getApolloClient } from './apollo/apollo-client';
export { authorizationValue } from './apollo/auth-headers-link';
export {
  isConnectionProblem,
  onConnectionProblem,
  reportConnectionProblem,
} from './apollo/connection-problem';
export { type ApolloClientOptions, createApolloClient } from './apollo/create-apollo-client';
export { isUnauthenticatedError, onUnauthenticated, reportUnauthenticated } from './apollo/unauthenticated';
export { AudioPlayer, type AudioPlayerHandle } from './audio/audio-player';
export { formatDuration } from './audio/format-duration';
export { RecordingAudioUrlDocument } from './audio/recording-audio-url';
export { type BotCheckAction, useBotCheck } from './botcheck/use-bot-check';
export {
  type FirebaseWebConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
  setRuntimeConfig,
} from './config/runtime-config';
export * from './constants';
export { failureMessage } from './errors/failure-message';
export { formatErrorMessage } from './errors/format-error-message';
export { type Notify, useNotify } from './feedback/use-notify';
export { type ToastOptions, type ToastType, useToast } from './feedback/use-toast';
export { getFirebaseAuth } from './firebase/firebase-auth';
export type {
  GetAllProductsQuery,
  MeQuery,
  NotificationKind,
  NotificationReadState,
  NotificationsQuery,
  OrganizationType,
  UserRole,
} from './gql/graphql';
export { useDebouncedValue } from './hooks/use-debounced-value';
export * from './i18n';
export {
  CountedInput,
  type CountedInputProps,
  CountedTextArea,
  type CountedTextAreaProps,
} from './inputs/counted-input';
export {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  UnreadNotificationCountDocument,
} from './notifications/notification-operations';
export { useUnreadNotificationCount } from './notifications/use-unread-notification-count';
export { GetAllProductsDocument } from './operations/get-all-products';
export { MeDocument } from './operations/me';
export { ProductRequired } from './product/product-required';
export type { Product } from './product/product-types';
export {
  type CurrentProduct,
  resolveCurrentProductId,
  useCurrentProduct,
} from './product/use-current-product';
export { type ProductsState, useProducts } from './product/use-products';
export { AppProviders, type AppProvidersProps } from './providers/app-providers';
// Remote-side helpers (route tree, single-spa lifecycles), owned by the federation setup.
export * from './remote';
export { OrganisationReviewUsersDocument, ReviewUsersDocument } from './review/review-users-operations';
export { type ReviewUser, type ReviewUsersPoll, useReviewUsersPoll } from './review/use-review-users-poll';
export { type FoundRoute, findRoute, productIdOf } from './routes/find-route';
export { isForcedSignOutExempt, isSessionCheckSkipped } from './routes/path-rules';
export {
  buildPath,
  type RemoteName,
  ROUTES,
  type RouteDefinition,
  type RouteKey,
  type RouteLayout,
  routesOfRemote,
  SHORT_FORMS,
} from './routes/paths';
export {
  isKnownProductId,
  landingProductId,
  productSwitchTarget,
  replaceProductId,
  resolveProductRedirect,
} from './routes/product-paths';
export {
  isOnTheWayIn,
  RETURN_TO_PARAM,
  returnPathFrom,
  returnPathIn,
  safeReturnPath,
  signInPathFrom,
  withReturnPath,
} from './routes/return-path';
export { isReviewOpen, withReview } from './routes/review-query';
export { resolveShortForm } from './routes/short-forms';
export {
  checkConnectionWhenUnreachable,
  sessionStore,
  signOutWhenUnauthenticated,
} from './session/page-session';
export { SessionStoreContext, useSessionStore } from './session/session-context';
export {
  createSessionStore,
  type SessionDependencies,
  type SessionStore,
  type SignOutOptions,
} from './session/session-store';
export {
  isUsableUser,
  type MeUser,
  type SessionAuth,
  type SessionAuthUser,
  type SessionNavigator,
  type SessionSnapshot,
  type SessionStatus,
} from './session/session-types';
export { useReconnecting } from './session/use-reconnecting';
export { type Session, useSession } from './session/use-session';

export { activeThemeConfig, declareAntdStylesheet } from './theme/static-styles';
export {
  BRAND_COLOR,
  CONTROL_HEIGHT,
  HEADER_HEIGHT,
  PRIMARY_COLOR,
  themeConfig,
} from './theme/theme-config';
export { uploadFailedMessage, uploadFile } from './upload/upload-file';
export { FORM_RULES } from './validation/form-rules';
export { VALIDATION_MESSAGES } from './validation/validation-messages';
