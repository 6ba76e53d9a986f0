export {
  contrastRatio,
  parseColour,
  READABLE_CONTRAST,
  readableTextColour,
  readableTextOn,
} from './colour-contrast';
export {
  DASHBOARD_LANGUAGES,
  type DashboardLanguage,
  isDashboardLanguage,
  matchDashboardLanguage,
} from './dashboard-languages';
export { EMAIL_ADDRESS_MAX, isEmailAddress, normaliseEmailAddress } from './email-address';
export { WIDGET_QUESTIONS_MAX } from './question-limits';
export { RETURN_PATH_MAX, sameOriginPath } from './return-path';
