import { EMAIL_ADDRESS_MAX, isEmailAddress } from '@hearback/input-rules';
import type { FormRule } from 'antd';
import { sharedText } from '../i18n/shared-namespace/translations';
import { VALIDATION_MESSAGES as MESSAGES } from './validation-messages';

/**
 * antd form rules with the dashboard's validation texts (validation-messages.ts), so a form says
 * what it checks and never how to word it. Each takes the field's label as the form shows it.
 */
export const FORM_RULES = {
  /** Blank (spaces only) counts as empty. */
  required: (label: string): FormRule => ({
    required: true,
    whitespace: true,
    message: MESSAGES.required(label),
  }),
  choose: (label: string): FormRule => ({ required: true, message: MESSAGES.choose(label) }),
  maxLength: (label: string, max: number): FormRule => ({ max, message: MESSAGES.tooLong(label, max) }),
  minLength: (label: string, min: number): FormRule => ({ min, message: MESSAGES.tooShort(label, min) }),
  /** The API's own e-mail rule (internationalised addresses are valid); blank is left to `required`. */
  email: (label = sharedText('E-mail')): FormRule => ({
    validator: async (_, value: unknown) => {
      const address = typeof value === 'string' ? value.trim() : '';
      if (address && (address.length > EMAIL_ADDRESS_MAX || !isEmailAddress(address))) {
        throw new Error(MESSAGES.email(label));
      }
    },
  }),
  /** An address that `isValid` accepts (by default: http or https); blank is left to `required`. */
  url: (label: string, isValid: (value: string) => boolean = isHttpUrl): FormRule => ({
    validator: async (_, value: unknown) => {
      const address = typeof value === 'string' ? value.trim() : '';
      if (address && !isValid(address)) throw new Error(MESSAGES.url(label));
    },
  }),
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
