import { FORM_RULES } from '@hearback/shared';
import type { FormRule as Rule } from 'antd';

/** Shared by every form that asks for an e-mail: the API's e-mail rule, the shared texts. */
export const emailRules: Rule[] = [FORM_RULES.required('E-mail'), FORM_RULES.email('E-mail')];

export const MIN_PASSWORD_LENGTH = 8;

export const newPasswordRules: Rule[] = [
  FORM_RULES.required('Password'),
  FORM_RULES.minLength('Password', MIN_PASSWORD_LENGTH),
];

/** A confirm field's rules; `field` is the name of the password field it must match. */
export const confirmPasswordRules = (field: string): Rule[] => [
  FORM_RULES.required('Confirm password'),
  ({ getFieldValue }) => ({
    validator: (_, value: unknown) =>
      !value || getFieldValue(field) === value
        ? Promise.resolve()
        : Promise.reject(new Error('The passwords do not match.')),
  }),
];
