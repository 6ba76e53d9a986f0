import { CountedInput, FORM_RULES, useDashboardLanguage } from '@hearback/shared';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { countryOptions } from '../lib/countries';
import { organisationTypeOptions } from '../lib/organisation-types';
import { isValidWebsite } from '../lib/website';

export const ORGANISATION_NAME_MAX = 120;

/** The fields the create and edit forms share, so both validate the same way. */
export function OrganisationFields() {
  const { t } = useProductsTranslation();
  const language = useDashboardLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <>
      <Form.Item
        label={t('Organisation name')}
        name="name"
        rules={[
          FORM_RULES.required(t('Organisation name')),
          FORM_RULES.maxLength(t('Organisation name'), ORGANISATION_NAME_MAX),
        ]}
      >
        <CountedInput max={ORGANISATION_NAME_MAX} autoComplete="organization" />
      </Form.Item>
      <Form.Item label={t('Website')} name="website" rules={[FORM_RULES.url(t('Website'), isValidWebsite)]}>
        <Input placeholder={t('https://example.com')} autoComplete="url" inputMode="url" />
      </Form.Item>
      <Form.Item label={t('Country')} name="country">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={countries}
          placeholder={t('Choose a country')}
        />
      </Form.Item>
      <Form.Item label={t('Type')} name="type" rules={[FORM_RULES.choose(t('Type'))]}>
        <Select options={organisationTypeOptions(t)} />
      </Form.Item>
    </>
  );
}
