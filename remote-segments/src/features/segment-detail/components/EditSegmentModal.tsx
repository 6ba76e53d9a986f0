import { CountedInput, CountedTextArea } from '@hearback/shared';
import { Form, Modal } from 'antd';

interface Values {
  name: string;
  description?: string | null;
}

interface Props {
  open: boolean;
  initial: Values;
  saving: boolean;
  onSave(values: Values): Promise<boolean>;
  onClose(): void;
}

const NAME_MAX = 120;
const DESCRIPTION_MAX = 500;

/** Renames a segment and changes its description. */
export function EditSegmentModal({ open, initial, saving, onSave, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      title="Edit segment"
      open={open}
      okText="Save"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={async (values) => {
          if (await onSave({ name: values.name.trim(), description: values.description?.trim() || null }))
            onClose();
        }}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: 'Name is required.' },
            { max: NAME_MAX, message: `Name must be at most ${NAME_MAX} characters.` },
          ]}
        >
          <CountedInput max={NAME_MAX} />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          rules={[
            { max: DESCRIPTION_MAX, message: `Description must be at most ${DESCRIPTION_MAX} characters.` },
          ]}
        >
          <CountedTextArea max={DESCRIPTION_MAX} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
