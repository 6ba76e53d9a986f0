import { CountedInput, FORM_RULES } from '@hearback/shared';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { countryOptions } from '../lib/countries';
import { ORGANISATION_TYPE_OPTIONS } from '../lib/organisation-types';
import { isValidWebsite } from '../lib/website';

export const ORGANISATION_NAME_MAX = 120;

/** The fields the create and edit forms share, so both validate the same way. */
export function OrganisationFields() {
  const countries = useMemo(() => countryOptions(navigator.language), []);
  return (
    <>
      <Form.Item
        label="Organisation name"
        name="name"
        rules={[
          FORM_RULES.required('Organisation name'),
          FORM_RULES.maxLength('Organisation name', ORGANISATION_NAME_MAX),
        ]}
      >
        <CountedInput max={ORGANISATION_NAME_MAX} autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Website" name="website" rules={[FORM_RULES.url('Website', isValidWebsite)]}>
        <Input placeholder="https://example.com" autoComplete="url" inputMode="url" />
      </Form.Item>
      <Form.Item label="Country" name="country">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={countries}
          placeholder="Choose a country"
        />
      </Form.Item>
      <Form.Item label="Type" name="type" rules={[FORM_RULES.choose('Type')]}>
        <Select options={ORGANISATION_TYPE_OPTIONS} />
      </Form.Item>
    </>
  );
}
