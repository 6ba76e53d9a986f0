import { useMutation } from '@apollo/client/react';
import { CountedInput, FORM_RULES, failureMessage, Trans, useNotify } from '@hearback/shared';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useSettingsTranslation } from '../../../i18n/translations';
import { ApiKeysQuery } from '../api/api-keys-query';
import { CreateApiKeyMutation } from '../api/create-api-key-mutation';

/** The server's limit for a key's name. */
export const KEY_NAME_MAX = 120;

interface Props {
  open: boolean;
  onClose(): void;
}

/** Names a new key, then shows it once with a copy button: the server keeps only its hash. */
export function CreateApiKeyModal({ open, onClose }: Props) {
  const { t } = useSettingsTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [create, { loading }] = useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery] });
  const [secret, setSecret] = useState<string | null>(null);
  const notify = useNotify();

  const close = () => {
    setSecret(null);
    form.resetFields();
    onClose();
  };

  const submit = async ({ name }: { name: string }) => {
    try {
      const { data } = await create({ variables: { name: name.trim() } });
      setSecret(data?.createApiKey.secret ?? null);
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Modal
      open={open}
      title={secret ? t('Your new API key') : t('Create an API key')}
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
            <Button key="create" type="primary" loading={loading} onClick={() => form.submit()}>
              {t('Create key')}
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
            title={t('Copy the key now: it will not be shown again.')}
            style={{ marginBottom: 16 }}
          />
          <Typography.Paragraph
            code
            copyable={{ text: secret, tooltips: [t('Copy the key'), t('Copied')] }}
            data-testid="new-api-key"
            style={{ wordBreak: 'break-all' }}
          >
            {secret}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            <Trans
              t={t}
              i18nKey="Send it as <header/> with POST requests to <endpoint/>."
              components={{
                header: <Typography.Text code>{t('Authorization: Bearer <key>')}</Typography.Text>,
                endpoint: <Typography.Text code>/graphql</Typography.Text>,
              }}
            />
          </Typography.Paragraph>
        </>
      ) : (
        <Form form={form} layout="vertical" name="create-api-key" onFinish={submit}>
          <Form.Item
            label={t('Name')}
            name="name"
            extra={t('What uses the key, e.g. Warehouse sync: you will tell keys apart by it.')}
            rules={[FORM_RULES.required(t('Name')), FORM_RULES.maxLength(t('Name'), KEY_NAME_MAX)]}
          >
            <CountedInput max={KEY_NAME_MAX} autoFocus />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
