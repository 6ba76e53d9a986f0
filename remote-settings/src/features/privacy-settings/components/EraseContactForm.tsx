import { useMutation } from '@apollo/client/react';
import { FORM_RULES, failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useSettingsTranslation } from '../../../i18n/translations';
import { EraseContactMutation } from '../api/erase-contact-mutation';
import { PrivacyDeletionsQuery } from '../api/privacy-deletions-query';

/** "Delete everything this person sent", on their request: by e-mail address, after a confirmation. */
export function EraseContactForm() {
  const { t } = useSettingsTranslation();
  const [form] = Form.useForm<{ email: string }>();
  // The log below gains the erasure's entry.
  const [erase, { loading }] = useMutation(EraseContactMutation, { refetchQueries: [PrivacyDeletionsQuery] });
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();
  const toast = useToast();
  const email = Form.useWatch('email', form) ?? '';

  const run = async () => {
    setConfirming(false);
    try {
      const { data } = await erase({ variables: { email: email.trim() } });
      const erased = data?.eraseContact;
      if (erased) {
        toast({
          type: 'success',
          message: t('Erased {{email}}: {{recordings}}, {{files}}, {{contacts}}.', {
            email: email.trim(),
            recordings: t('{{count}} recordings', { count: erased.recordings }),
            files: t('{{count}} voice files', { count: erased.files }),
            contacts: t('{{count}} contacts', { count: erased.contacts }),
          }),
        });
      }
      form.resetFields();
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={() => setConfirming(true)}>
      <Typography.Paragraph type="secondary">
        {t(
          'When someone asks to be forgotten: deletes their contact and every recording they sent, with its voice file. This cannot be undone.',
        )}
      </Typography.Paragraph>
      <Flex gap={12} align="start">
        <Form.Item
          name="email"
          style={{ flex: 1, maxWidth: 420 }}
          rules={[
            FORM_RULES.required(t('E-mail address to erase')),
            FORM_RULES.email(t('E-mail address to erase')),
          ]}
        >
          <Input aria-label={t('E-mail address to erase')} placeholder="ann@example.com" autoComplete="off" />
        </Form.Item>
        <Popconfirm
          open={confirming}
          title={t('Erase {{email}}?', { email: email.trim() })}
          description={t('Their contact and everything they sent will be deleted for good.')}
          okText={t('Erase')}
          okButtonProps={{ danger: true }}
          onConfirm={() => run()}
          onCancel={() => setConfirming(false)}
        >
          <Button danger htmlType="submit" loading={loading}>
            {t('Erase contact')}
          </Button>
        </Popconfirm>
      </Flex>
    </Form>
  );
}
