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
        title="Your message has been sent"
        subTitle="We will answer you by e-mail."
        extra={<Button onClick={() => setSent(false)}>Send another message</Button>}
      />
    );
  }

  return (
    <>
      <Typography.Title level={2}>Contact</Typography.Title>
      <Typography.Paragraph type="secondary">
        A question, a problem or an idea? Write to the team that runs this installation.
      </Typography.Paragraph>
      <Form<ContactValues>
        form={form}
        name="contact"
        layout="vertical"
        style={{ maxWidth: 720 }}
        onFinish={handleFinish}
      >
        <Form.Item
          label="Subject"
          name="subject"
          rules={[FORM_RULES.required('Subject'), FORM_RULES.maxLength('Subject', SUBJECT_MAX)]}
        >
          <CountedInput max={SUBJECT_MAX} />
        </Form.Item>
        <Form.Item
          label="Message"
          name="message"
          rules={[FORM_RULES.required('Message'), FORM_RULES.maxLength('Message', MESSAGE_MAX)]}
        >
          <CountedTextArea max={MESSAGE_MAX} rows={8} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Send message
        </Button>
      </Form>
    </>
  );
}
