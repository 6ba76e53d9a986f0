import { sharedText } from '../i18n/shared-namespace/translations';
import { formatErrorMessage } from './format-error-message';

/** Spec section 8: the formatted error, or the generic sentence when it says nothing. */
export const failureMessage = (error: unknown): string =>
  formatErrorMessage(error) || sharedText('Something went wrong.');
