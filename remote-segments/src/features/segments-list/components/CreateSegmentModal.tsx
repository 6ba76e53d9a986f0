import { useMutation } from '@apollo/client/react';
import {
  buildPath,
  CountedInput,
  CountedTextArea,
  FORM_RULES,
  failureMessage,
  useNotify,
} from '@hearback/shared';
import { Form, Modal, Radio } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { STARTER_RULES } from '../../../lib/segment-rules';
import { CreateSegmentMutation } from '../api/create-segment-mutation';

interface Props {
  productId: string;
  open: boolean;
  onClose(): void;
}

interface Values {
  name: string;
  description?: string;
  kind: 'Static' | 'Dynamic';
}

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 500;

/** A new segment; its page opens next (to add members, or to write its rules). */
export function CreateSegmentModal({ productId, open, onClose }: Props) {
  const { t } = useSegmentsTranslation();
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CreateSegmentMutation, { refetchQueries: ['Segments'] });

  const submit = async (values: Values) => {
    try {
      const { data } = await create({
        variables: {
          productId,
          input: {
            name: values.name.trim(),
            description: values.description?.trim() || null,
            kind: values.kind,
            ...(values.kind === 'Dynamic' && { rules: STARTER_RULES }),
          },
        },
      });
      if (!data) return;
      form.resetFields();
      onClose();
      navigate(buildPath('segment', { productId, id: data.createSegment.id }));
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Modal
      title={t('New segment')}
      open={open}
      okText={t('Create')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ kind: 'Static' }} onFinish={submit}>
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
        <Form.Item
          label={t('Kind')}
          name="kind"
          extra={t(
            'Static: members you import or add. Dynamic: the contacts its rules match, always up to date.',
          )}
        >
          <Radio.Group
            options={[
              { value: 'Static', label: t('Static') },
              { value: 'Dynamic', label: t('Dynamic') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
