import { useMutation } from '@apollo/client/react';
import { CountedInput, FORM_RULES, failureMessage, useNotify } from '@hearback/shared';
import { Form, Input, Modal } from 'antd';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { AddSegmentMemberMutation } from '../api/segment-mutations';

interface Props {
  segmentId: string;
  open: boolean;
  onClose(): void;
}

interface Values {
  email: string;
  name?: string;
  phoneNumber?: string;
  externalId?: string;
}

/**
 * Adds one contact by e-mail: a new contact of the product, or the existing one (the fields
 * filled in here update it, as an import row would).
 */
export function AddMemberModal({ segmentId, open, onClose }: Props) {
  const { t } = useSegmentsTranslation();
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const [add, { loading }] = useMutation(AddSegmentMemberMutation, {
    refetchQueries: ['SegmentMembers', 'Segment'],
  });

  const submit = async (values: Values) => {
    try {
      await add({
        variables: {
          segmentId,
          input: {
            email: values.email.trim(),
            name: values.name?.trim() || null,
            phoneNumber: values.phoneNumber?.trim() || null,
            externalId: values.externalId?.trim() || null,
          },
        },
      });
      notify.success(t('{{email}} was added to the segment.', { email: values.email.trim() }));
      form.resetFields();
      onClose();
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Modal
      title={t('Add a member')}
      open={open}
      okText={t('Add')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('E-mail')}
          name="email"
          rules={[FORM_RULES.required(t('E-mail')), FORM_RULES.email(t('E-mail'))]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('Name')} name="name" rules={[FORM_RULES.maxLength(t('Name'), 200)]}>
          <CountedInput max={200} />
        </Form.Item>
        <Form.Item
          label={t('Phone')}
          name="phoneNumber"
          extra={t('International form, such as +44 20 7946 0958.')}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label={t('External id')}
          name="externalId"
          extra={t("Your product's own id for this user.")}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
