import type { FormRule as Rule } from 'antd';

export const TERMS_LABEL = 'I accept the terms of service';

export const termsRules: Rule[] = [
  {
    validator: (_, value: unknown) =>
      value ? Promise.resolve() : Promise.reject(new Error('Accept the terms to create an account.')),
  },
];
