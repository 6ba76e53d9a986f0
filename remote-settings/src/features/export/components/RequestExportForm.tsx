import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Button, Flex, Form, Input, Radio, Select } from 'antd';
import type { ExportFormat, ExportKind } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { ExportCampaignsQuery, ExportsQuery } from '../api/exports-query';
import { RequestExportMutation } from '../api/request-export-mutation';
import { EXPORT_KINDS, FORMAT_LABELS, kindLabel, startOfDay, startOfNextDay } from '../lib/export-labels';

interface Values {
  kind: ExportKind;
  format: ExportFormat;
  from?: string;
  to?: string;
  campaignId?: string;
}

/** What to export: the kind, the file format, an optional period of days and campaign. */
export function RequestExportForm({ productId }: { productId: string }) {
  const { t } = useSettingsTranslation();
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const kind = Form.useWatch('kind', form);
  const [requestExport, { loading }] = useMutation(RequestExportMutation, {
    refetchQueries: [ExportsQuery],
    awaitRefetchQueries: true,
  });
  const campaigns = useQuery(ExportCampaignsQuery, {
    variables: { productId },
    skip: kind !== 'CampaignResponses',
  });

  const submit = async (values: Values) => {
    try {
      await requestExport({
        variables: {
          input: {
            productId,
            kind: values.kind,
            format: values.format,
            from: values.from ? startOfDay(values.from) : null,
            to: values.to ? startOfNextDay(values.to) : null,
            campaignId: values.kind === 'CampaignResponses' ? (values.campaignId ?? null) : null,
          },
        },
      });
      notify.success(
        t('The export was started. It appears below; you will also get an e-mail when it is ready.'),
      );
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'Recordings', format: 'Csv' }}
      onFinish={submit}
      requiredMark={false}
    >
      <Flex gap={16} wrap>
        <Form.Item name="kind" label={t('Data')} style={{ minWidth: 220 }}>
          <Select options={EXPORT_KINDS.map((value) => ({ value, label: kindLabel(value) }))} />
        </Form.Item>
        {kind === 'CampaignResponses' && (
          <Form.Item name="campaignId" label={t('Campaign')} style={{ minWidth: 220 }}>
            <Select
              allowClear
              placeholder={t('Every campaign')}
              loading={campaigns.loading}
              options={(campaigns.data?.campaigns ?? []).map((campaign) => ({
                value: campaign.id,
                label: campaign.name,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="format" label={t('Format')}>
          <Radio.Group
            optionType="button"
            options={(Object.keys(FORMAT_LABELS) as ExportFormat[]).map((value) => ({
              value,
              label: FORMAT_LABELS[value],
            }))}
          />
        </Form.Item>
        <Form.Item name="from" label={t('From (day)')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="to"
          label={t('To (day, included)')}
          dependencies={['from']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value?: string) => {
                const from = getFieldValue('from') as string | undefined;
                return !value || !from || value >= from
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('The last day must not be before the first.')));
              },
            }),
          ]}
        >
          <Input type="date" />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('Export')}
      </Button>
    </Form>
  );
}
