import type { FormRule as Rule } from 'antd';

/** Shared by every form that asks for an e-mail, so the messages read the same everywhere. */
export const emailRules: Rule[] = [
  { required: true, message: 'Enter your e-mail address.' },
  { type: 'email', message: 'Enter a valid e-mail address.' },
];

export const MIN_PASSWORD_LENGTH = 8;

export const newPasswordRules: Rule[] = [
  { required: true, message: 'Enter a password.' },
  { min: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters.` },
];

/** A confirm field's rules; `field` is the name of the password field it must match. */
export const confirmPasswordRules = (field: string): Rule[] => [
  { required: true, message: 'Confirm your password.' },
  ({ getFieldValue }) => ({
    validator: (_, value: unknown) =>
      !value || getFieldValue(field) === value
        ? Promise.resolve()
        : Promise.reject(new Error('The passwords do not match.')),
  }),
];
