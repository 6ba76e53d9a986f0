import { CountedInput, CountedTextArea, FORM_RULES } from '@hearback/shared';
import { Form, Modal } from 'antd';
import { useSegmentsTranslation } from '../../../i18n/translations';

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
  const { t } = useSegmentsTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      title={t('Edit segment')}
      open={open}
      okText={t('Save')}
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
          label={t('Name')}
          name="name"
          rules={[FORM_RULES.required(t('Name')), FORM_RULES.maxLength(t('Name'), NAME_MAX)]}
        >
          <CountedInput max={NAME_MAX} />
        </Form.Item>
        <Form.Item
          label={t('Description')}
          name="description"
          rules={[FORM_RULES.maxLength(t('Description'), DESCRIPTION_MAX)]}
        >
          <CountedTextArea max={DESCRIPTION_MAX} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
