import { FORM_RULES } from '@hearback/shared';
import type { FormRule as Rule } from 'antd';
import type { AuthTranslate } from '../../../i18n/translations';

/**
 * Rules of the forms that ask for an e-mail or a new password: the API's e-mail rule and the shared
 * validation texts. Built with the rendering screen's `t`, so labels and messages follow its language.
 */
export const emailRules = (t: AuthTranslate): Rule[] => [
  FORM_RULES.required(t('E-mail')),
  FORM_RULES.email(t('E-mail')),
];

export const MIN_PASSWORD_LENGTH = 8;

export const newPasswordRules = (t: AuthTranslate): Rule[] => [
  FORM_RULES.required(t('Password')),
  FORM_RULES.minLength(t('Password'), MIN_PASSWORD_LENGTH),
];

/** A confirm field's rules; `field` is the name of the password field it must match. */
export const confirmPasswordRules = (t: AuthTranslate, field: string): Rule[] => [
  FORM_RULES.required(t('Confirm password')),
  ({ getFieldValue }) => ({
    validator: (_, value: unknown) =>
      !value || getFieldValue(field) === value
        ? Promise.resolve()
        : Promise.reject(new Error(t('The passwords do not match.'))),
  }),
];
