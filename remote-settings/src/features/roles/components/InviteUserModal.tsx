import { useMutation } from '@apollo/client/react';
import { FORM_RULES, failureMessage, useNotify, useToast } from '@hearback/shared';
import { Form, Input, Modal, Select } from 'antd';
import type { UserRole } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { InvitationsQuery, InviteUserMutation } from '../api/invitations';
import { roleOptions } from '../lib/display';

interface InviteValues {
  email: string;
  role: UserRole;
}

/** An Admin invites an address with a role; the server e-mails a sign-up link carrying the invitation. */
export function InviteUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useSettingsTranslation();
  const [form] = Form.useForm<InviteValues>();
  const [invite, { loading }] = useMutation(InviteUserMutation, { refetchQueries: [InvitationsQuery] });
  const notify = useNotify();
  const toast = useToast();

  const handleFinish = async ({ email, role }: InviteValues) => {
    try {
      await invite({ variables: { email: email.trim(), role } });
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({ message: t('Invitation sent to {{email}}.', { email: email.trim() }), type: 'success' });
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title={t('Invite a user')}
      open={open}
      onCancel={onClose}
      okText={t('Send invitation')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<InviteValues>
        form={form}
        name="invite-user"
        layout="vertical"
        initialValues={{ role: 'Member' }}
        onFinish={handleFinish}
      >
        <Form.Item
          label={t('E-mail')}
          name="email"
          rules={[FORM_RULES.required(t('E-mail')), FORM_RULES.email(t('E-mail'))]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('Role')} name="role" rules={[FORM_RULES.choose(t('Role'))]}>
          <Select options={roleOptions()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
