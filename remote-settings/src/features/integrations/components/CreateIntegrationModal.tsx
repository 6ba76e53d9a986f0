import { useMutation } from '@apollo/client/react';
import { CountedInput, FORM_RULES, failureMessage, useNotify } from '@hearback/shared';
import { Alert, Button, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { IntegrationEvent, IntegrationKind } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { CreateIntegrationMutation } from '../api/integration-mutations';
import { IntegrationsQuery } from '../api/integrations-query';
import { eventOptions } from '../lib/sources';

/** The server's limits for a name and a URL. */
export const INTEGRATION_NAME_MAX = 120;
export const INTEGRATION_URL_MAX = 2048;

interface Values {
  name: string;
  url: string;
  events: IntegrationEvent[];
}

interface Props {
  kind: IntegrationKind;
  open: boolean;
  onClose(): void;
}

/** Adds a Slack channel or a webhook; a webhook's signing secret is then shown once to copy. */
export function CreateIntegrationModal({ kind, open, onClose }: Props) {
  const { t } = useSettingsTranslation();
  const [form] = Form.useForm<Values>();
  const [create, { loading }] = useMutation(CreateIntegrationMutation, {
    refetchQueries: [IntegrationsQuery],
  });
  const [secret, setSecret] = useState<string | null>(null);
  const notify = useNotify();
  const slack = kind === 'Slack';
  const urlLabel = slack ? t('Incoming webhook URL') : t('URL');

  const close = () => {
    setSecret(null);
    form.resetFields();
    onClose();
  };

  const submit = async (values: Values) => {
    try {
      const { data } = await create({
        variables: {
          input: { kind, name: values.name.trim(), url: values.url.trim(), events: values.events },
        },
      });
      const signingSecret = data?.createIntegration.signingSecret ?? null;
      if (signingSecret) setSecret(signingSecret);
      else close();
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Modal
      open={open}
      title={
        secret ? t('Your webhook signing secret') : slack ? t('Add a Slack channel') : t('Add a webhook')
      }
      onCancel={close}
      mask={{ closable: !secret }}
      destroyOnHidden
      footer={
        secret ? (
          <Button type="primary" onClick={close}>
            {t('Done')}
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={close}>
              {t('Cancel')}
            </Button>,
            <Button key="add" type="primary" loading={loading} onClick={() => form.submit()}>
              {t('Add')}
            </Button>,
          ]
        )
      }
    >
      {secret ? (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('Copy the secret now: it will not be shown again.')}
            style={{ marginBottom: 16 }}
          />
          <Typography.Paragraph
            code
            copyable={{ text: secret, tooltips: [t('Copy the secret'), t('Copied')] }}
            data-testid="webhook-secret"
            style={{ wordBreak: 'break-all' }}
          >
            {secret}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t(
              'Your receiver checks each request\'s X-Hearback-Signature with it (see "Verifying deliveries").',
            )}
          </Typography.Paragraph>
        </>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          name="create-integration"
          initialValues={{ events: ['RecordingCreated', 'AttentionRecommended'] }}
          onFinish={submit}
        >
          <Form.Item
            label={t('Name')}
            name="name"
            extra={slack ? t('The channel, e.g. #feedback.') : t('What receives it, e.g. CRM sync.')}
            rules={[FORM_RULES.required(t('Name')), FORM_RULES.maxLength(t('Name'), INTEGRATION_NAME_MAX)]}
          >
            <CountedInput max={INTEGRATION_NAME_MAX} autoFocus />
          </Form.Item>
          <Form.Item
            label={urlLabel}
            name="url"
            extra={
              slack
                ? t(
                    'From Slack: Apps › Incoming Webhooks › Add New Webhook, e.g. https://hooks.slack.com/services/…',
                  )
                : t('Receives a signed JSON POST for each event. Only public Internet addresses are called.')
            }
            rules={[
              FORM_RULES.required(urlLabel),
              FORM_RULES.url(urlLabel),
              FORM_RULES.maxLength(urlLabel, INTEGRATION_URL_MAX),
            ]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item label={t('Events')} name="events" rules={[FORM_RULES.choose(t('Events'))]}>
            <Checkbox.Group options={eventOptions()} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
