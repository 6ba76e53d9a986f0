import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Flex, Form, Input, Radio, Select, Table, Typography } from 'antd';
import { useMemo } from 'react';
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

const FIELD_LABELS: [keyof Omit<ColumnMapping, 'email' | 'attributes'>, string][] = [
  ['name', 'Name column'],
  ['phoneNumber', 'Phone column'],
  ['externalId', 'External id column'],
];

/** Step 2: which column is which, which others to keep, and where the contacts go. */
export function MappingStep({ productId, fileName, sample, value, onChange, onBack, onNext }: Props) {
  const { data } = useQuery(StaticSegmentsQuery, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const countries = useMemo(countryOptions, []);
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

  const targetReady = target.kind === 'new' ? target.name.trim() !== '' : Boolean(target.segmentId);
  const ready = Boolean(mapping.email) && targetReady;

  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        <strong>{fileName}</strong>: {sample.header.length} columns. The first rows:
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
        <Form.Item label="E-mail column" required>
          <Select
            aria-label="E-mail column"
            placeholder="The column holding e-mail addresses"
            value={mapping.email || undefined}
            options={columnOptions}
            onChange={(email: string) => setMapping({ email })}
          />
        </Form.Item>
        {FIELD_LABELS.map(([field, label]) => (
          <Form.Item key={field} label={label}>
            <Select
              aria-label={label}
              allowClear
              placeholder="Not in this file"
              value={mapping[field] ?? undefined}
              options={columnOptions}
              onChange={(column: string | undefined) => setMapping({ [field]: column ?? null })}
            />
          </Form.Item>
        ))}
        <Form.Item
          label="Keep as attributes"
          extra="Other columns become free attributes of each contact (country, plan…)."
        >
          {others.length === 0 ? (
            <Typography.Text type="secondary">No other columns.</Typography.Text>
          ) : (
            <Checkbox.Group
              aria-label="Keep as attributes"
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
          label="Default country for phone numbers"
          extra="Numbers written without a country code (020 7946 0958) are read as numbers of this country."
        >
          <Select
            aria-label="Default country for phone numbers"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="None: numbers must start with + and a country code"
            value={value.defaultCountry ?? undefined}
            options={countries}
            onChange={(country: string | undefined) =>
              onChange({ ...value, defaultCountry: country ?? null })
            }
          />
        </Form.Item>
        <Form.Item label="Import into" required>
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
              { value: 'new', label: 'A new segment' },
              { value: 'existing', label: 'An existing segment' },
            ]}
          />
        </Form.Item>
        {target.kind === 'new' ? (
          <Form.Item label="New segment name" required>
            <Input
              aria-label="New segment name"
              maxLength={120}
              value={target.name}
              onChange={(event) => onChange({ ...value, target: { kind: 'new', name: event.target.value } })}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label="Segment"
            required
            extra="Static segments only: a Dynamic segment's members come from its rules."
          >
            <Select
              aria-label="Segment"
              showSearch
              optionFilterProp="label"
              placeholder="Choose a segment"
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
        <Button onClick={onBack}>Choose another file</Button>
        <Button type="primary" disabled={!ready} onClick={onNext}>
          Check rows
        </Button>
      </Flex>
    </Flex>
  );
}
