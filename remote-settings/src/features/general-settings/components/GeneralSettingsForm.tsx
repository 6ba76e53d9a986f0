import { useMutation } from '@apollo/client/react';
import { CountedInput, FORM_RULES, failureMessage, useNotify, useToast } from '@hearback/shared';
import { Alert, Button, Flex, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import type { GeneralSettingsQuery as GeneralSettingsResult } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { UpdateGeneralSettingsMutation } from '../api/update-general-settings-mutation';
import { serverFieldOf } from '../lib/server-field';
import { timeZoneOptions } from '../lib/time-zones';

/** The server's limit for a product name. */
export const NAME_MAX = 120;

/** The Select's value for "no language": follow the visitor's browser. */
const BROWSER_LANGUAGE = '';

interface GeneralValues {
  name: string;
  url: string;
  timeZone: string;
  widgetLanguage: string;
}

interface Props {
  settings: GeneralSettingsResult['generalSettings'];
  languages: GeneralSettingsResult['widgetLanguages'];
  canEdit: boolean;
}

export function GeneralSettingsForm({ settings, languages, canEdit }: Props) {
  const { t } = useSettingsTranslation();
  const [form] = Form.useForm<GeneralValues>();
  const [update, { loading }] = useMutation(UpdateGeneralSettingsMutation);
  const notify = useNotify();
  const toast = useToast();
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const languageOptions = useMemo(
    () => [
      { value: BROWSER_LANGUAGE, label: t("The visitor's browser language") },
      ...languages.map((language) => ({
        value: language.code,
        label: `${language.name} (${language.code})`,
      })),
    ],
    [languages, t],
  );

  const save = async (values: GeneralValues) => {
    try {
      await update({
        variables: {
          productId: settings.productId,
          update: {
            name: values.name.trim(),
            url: values.url.trim() || null,
            timeZone: values.timeZone,
            widgetLanguage: values.widgetLanguage || null,
          },
        },
      });
    } catch (error) {
      const field = serverFieldOf(error, 'update');
      if (field && field in values) {
        form.setFields([{ name: field as keyof GeneralValues, errors: [failureMessage(error)] }]);
      } else {
        notify.error(failureMessage(error));
      }
      return;
    }
    toast({ message: t('The general settings were saved.'), type: 'success' });
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      {!canEdit && <Alert type="info" showIcon title={t('Only an Admin can change these settings.')} />}
      <Form<GeneralValues>
        form={form}
        name="general-settings"
        layout="vertical"
        disabled={!canEdit}
        initialValues={{
          name: settings.name,
          url: settings.url ?? '',
          timeZone: settings.timeZone,
          widgetLanguage: settings.widgetLanguage ?? BROWSER_LANGUAGE,
        }}
        onFinish={save}
      >
        <Form.Item
          label={t('Product name')}
          name="name"
          rules={[FORM_RULES.required(t('Product name')), FORM_RULES.maxLength(t('Product name'), NAME_MAX)]}
        >
          <CountedInput max={NAME_MAX} />
        </Form.Item>
        <Form.Item
          label={t('Address')}
          name="url"
          extra={t('Where the product lives, e.g. https://shop.example.')}
          rules={[FORM_RULES.url(t('Address'))]}
        >
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
        <Form.Item
          label={t('Time zone')}
          name="timeZone"
          extra={t('Days and weeks of charts and reports are counted in this zone.')}
          rules={[FORM_RULES.choose(t('Time zone'))]}
        >
          <Select showSearch options={zones} optionFilterProp="label" aria-label={t('Time zone')} />
        </Form.Item>
        <Form.Item
          label={t('Widget language')}
          name="widgetLanguage"
          extra={t('The language the widget speaks by default on your pages.')}
        >
          <Select
            showSearch
            options={languageOptions}
            optionFilterProp="label"
            aria-label={t('Widget language')}
          />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={loading}>
            {t('Save general settings')}
          </Button>
        )}
      </Form>
    </Flex>
  );
}
