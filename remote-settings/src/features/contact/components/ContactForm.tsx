import { useMutation } from '@apollo/client/react';
import {
  CountedInput,
  CountedTextArea,
  FORM_RULES,
  failureMessage,
  useBotCheck,
  useNotify,
} from '@hearback/shared';
import { Button, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useSettingsTranslation } from '../../../i18n/translations';
import { SendContactMessageMutation } from '../api/send-contact-message-mutation';

/** The server's limits. */
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

interface ContactValues {
  subject: string;
  message: string;
}

/** A message to the operator of this installation; the server stores it and e-mails it on. */
export function ContactForm() {
  const { t } = useSettingsTranslation();
  const [form] = Form.useForm<ContactValues>();
  const [send] = useMutation(SendContactMessageMutation);
  const botCheck = useBotCheck();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const handleFinish = async ({ subject, message }: ContactValues) => {
    setBusy(true);
    try {
      const proof = await botCheck('contact');
      await send({
        variables: { input: { subject: subject.trim(), message: message.trim() }, botCheck: proof },
      });
      setSent(true);
      form.resetFields();
    } catch (error) {
      notify.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Result
        status="success"
        title={t('Your message has been sent')}
        subTitle={t('We will answer you by e-mail.')}
        extra={<Button onClick={() => setSent(false)}>{t('Send another message')}</Button>}
      />
    );
  }

  return (
    <>
      <Typography.Title level={2}>{t('Contact')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('A question, a problem or an idea? Write to the team that runs this installation.')}
      </Typography.Paragraph>
      <Form<ContactValues>
        form={form}
        name="contact"
        layout="vertical"
        style={{ maxWidth: 720 }}
        onFinish={handleFinish}
      >
        <Form.Item
          label={t('Subject')}
          name="subject"
          rules={[FORM_RULES.required(t('Subject')), FORM_RULES.maxLength(t('Subject'), SUBJECT_MAX)]}
        >
          <CountedInput max={SUBJECT_MAX} />
        </Form.Item>
        <Form.Item
          label={t('Message')}
          name="message"
          rules={[FORM_RULES.required(t('Message')), FORM_RULES.maxLength(t('Message'), MESSAGE_MAX)]}
        >
          <CountedTextArea max={MESSAGE_MAX} rows={8} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('Send message')}
        </Button>
      </Form>
    </>
  );
}
