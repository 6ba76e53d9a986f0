import { useMutation } from '@apollo/client/react';
import { FORM_RULES, failureMessage, useNotify, useToast } from '@hearback/shared';
import { Form, Input, Modal, Select } from 'antd';
import type { UserRole } from '../../../gql/graphql';
import { InvitationsQuery, InviteUserMutation } from '../api/invitations';
import { ROLE_OPTIONS } from './UserActions';

interface InviteValues {
  email: string;
  role: UserRole;
}

/** An Admin invites an address with a role; the server e-mails a sign-up link carrying the invitation. */
export function InviteUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
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
    toast({ message: `Invitation sent to ${email.trim()}.`, type: 'success' });
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title="Invite a user"
      open={open}
      onCancel={onClose}
      okText="Send invitation"
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
          label="E-mail"
          name="email"
          rules={[FORM_RULES.required('E-mail'), FORM_RULES.email('E-mail')]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[FORM_RULES.choose('Role')]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
