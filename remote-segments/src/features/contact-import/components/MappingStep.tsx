import { useQuery } from '@apollo/client/react';
import { useDashboardLanguage } from '@hearback/shared';
import { Button, Checkbox, Flex, Form, Input, Radio, Select, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { StaticSegmentsQuery } from '../api/import-operations';
import { countryOptions } from '../lib/countries';
import { attributeKey, type ColumnMapping, type CsvSample } from '../lib/import-settings';

export type ImportTarget = { kind: 'new'; name: string } | { kind: 'existing'; segmentId: string | null };

export interface MappingChoice {
  mapping: ColumnMapping;
  defaultCountry: string | null;
  target: ImportTarget;
}

interface Props {
  productId: string;
  fileName: string;
  sample: CsvSample;
  value: MappingChoice;
  onChange(next: MappingChoice): void;
  onBack(): void;
  onNext(): void;
}

/** Step 2: which column is which, which others to keep, and where the contacts go. */
export function MappingStep({ productId, fileName, sample, value, onChange, onBack, onNext }: Props) {
  const { t } = useSegmentsTranslation();
  const language = useDashboardLanguage();
  const { data } = useQuery(StaticSegmentsQuery, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const countries = useMemo(() => countryOptions(language), [language]);
  const { mapping, target } = value;
  const columnOptions = sample.header.map((name) => ({ value: name, label: name }));
  const used = new Set([mapping.email, mapping.name, mapping.phoneNumber, mapping.externalId]);
  const others = sample.header.filter((name) => name && !used.has(name));

  const setMapping = (next: Partial<ColumnMapping>) => {
    const merged = { ...mapping, ...next };
    const taken = new Set([merged.email, merged.name, merged.phoneNumber, merged.externalId]);
    // A column chosen for a field is no longer an attribute.
    onChange({
      ...value,
      mapping: { ...merged, attributes: merged.attributes.filter((a) => !taken.has(a.column)) },
    });
  };

  const fieldLabels: [keyof Omit<ColumnMapping, 'email' | 'attributes'>, string][] = [
    ['name', t('Name column')],
    ['phoneNumber', t('Phone column')],
    ['externalId', t('External id column')],
  ];

  const targetReady = target.kind === 'new' ? target.name.trim() !== '' : Boolean(target.segmentId);
  const ready = Boolean(mapping.email) && targetReady;

  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        <strong>{fileName}</strong>:{' '}
        {t('{{count}} columns. The first rows:', { count: sample.header.length })}
      </Typography.Text>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: true }}
        rowKey="rowNumber"
        dataSource={sample.rows.map((row, index) => ({ rowNumber: index + 2, values: row }))}
        columns={sample.header.map((name, at) => ({
          key: `${at}`,
          title: name,
          render: (_: unknown, row: { values: string[] }) => row.values[at] ?? '',
        }))}
      />
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('E-mail column')} required>
          <Select
            aria-label={t('E-mail column')}
            placeholder={t('The column holding e-mail addresses')}
            value={mapping.email || undefined}
            options={columnOptions}
            onChange={(email: string) => setMapping({ email })}
          />
        </Form.Item>
        {fieldLabels.map(([field, label]) => (
          <Form.Item key={field} label={label}>
            <Select
              aria-label={label}
              allowClear
              placeholder={t('Not in this file')}
              value={mapping[field] ?? undefined}
              options={columnOptions}
              onChange={(column: string | undefined) => setMapping({ [field]: column ?? null })}
            />
          </Form.Item>
        ))}
        <Form.Item
          label={t('Keep as attributes')}
          extra={t('Other columns become free attributes of each contact (country, plan…).')}
        >
          {others.length === 0 ? (
            <Typography.Text type="secondary">{t('No other columns.')}</Typography.Text>
          ) : (
            <Checkbox.Group
              aria-label={t('Keep as attributes')}
              value={mapping.attributes.map((attribute) => attribute.column)}
              options={others}
              onChange={(columns) =>
                setMapping({
                  attributes: (columns as string[]).map((column) => ({ column, key: attributeKey(column) })),
                })
              }
            />
          )}
        </Form.Item>
        <Form.Item
          label={t('Default country for phone numbers')}
          extra={t(
            'Numbers written without a country code (020 7946 0958) are read as numbers of this country.',
          )}
        >
          <Select
            aria-label={t('Default country for phone numbers')}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('None: numbers must start with + and a country code')}
            value={value.defaultCountry ?? undefined}
            options={countries}
            onChange={(country: string | undefined) =>
              onChange({ ...value, defaultCountry: country ?? null })
            }
          />
        </Form.Item>
        <Form.Item label={t('Import into')} required>
          <Radio.Group
            value={target.kind}
            onChange={(event) =>
              onChange({
                ...value,
                target:
                  event.target.value === 'new'
                    ? { kind: 'new', name: fileName.replace(/\.csv$/i, '') }
                    : { kind: 'existing', segmentId: null },
              })
            }
            options={[
              { value: 'new', label: t('A new segment') },
              { value: 'existing', label: t('An existing segment') },
            ]}
          />
        </Form.Item>
        {target.kind === 'new' ? (
          <Form.Item label={t('New segment name')} required>
            <Input
              aria-label={t('New segment name')}
              maxLength={120}
              value={target.name}
              onChange={(event) => onChange({ ...value, target: { kind: 'new', name: event.target.value } })}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('Segment')}
            required
            extra={t("Static segments only: a Dynamic segment's members come from its rules.")}
          >
            <Select
              aria-label={t('Segment')}
              showSearch
              optionFilterProp="label"
              placeholder={t('Choose a segment')}
              value={target.segmentId ?? undefined}
              options={(data?.segments ?? []).map((segment) => ({ value: segment.id, label: segment.name }))}
              onChange={(segmentId: string) =>
                onChange({ ...value, target: { kind: 'existing', segmentId } })
              }
            />
          </Form.Item>
        )}
      </Form>
      <Flex gap={8}>
        <Button onClick={onBack}>{t('Choose another file')}</Button>
        <Button type="primary" disabled={!ready} onClick={onNext}>
          {t('Check rows')}
        </Button>
      </Flex>
    </Flex>
  );
}
