export { EMAIL_ADDRESS_MAX, isEmailAddress, normaliseEmailAddress } from './email-address';
export { WIDGET_QUESTIONS_MAX } from './question-limits';
export { RETURN_PATH_MAX, sameOriginPath } from './return-path';
