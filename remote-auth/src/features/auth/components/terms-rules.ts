import type { FormRule as Rule } from 'antd';
import type { AuthTranslate } from '../../../i18n/translations';

export const termsRules = (t: AuthTranslate): Rule[] => [
  {
    validator: (_, value: unknown) =>
      value ? Promise.resolve() : Promise.reject(new Error(t('Accept the terms to create an account.'))),
  },
];
