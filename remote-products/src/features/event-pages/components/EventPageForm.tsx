import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { CountedInput, FORM_RULES, failureMessage, useProducts, useToast } from '@hearback/shared';
import { Alert, Button, Flex, Form, Modal, Select, Switch, Typography } from 'antd';
import type { EventPageFieldsFragment } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { UpdateEventPageMutation } from '../api/update-event-page-mutation';
import {
  EVENT_QUESTION_MAX,
  EVENT_QUESTIONS_MAX,
  EVENT_TITLE_MAX,
  type EventPageFormValues,
  formValuesOf,
  inputOf,
} from '../lib/event-page-form-values';

export interface EventPageFormProps {
  page: EventPageFieldsFragment;
  onClose: () => void;
}

/** An Admin configures one event page: its title, product, questions, and whether it is open. */
export function EventPageForm({ page, onClose }: EventPageFormProps) {
  const { t } = useProductsTranslation();
  const [form] = Form.useForm<EventPageFormValues>();
  const { products, loading: productsLoading } = useProducts();
  const [save, { loading, error }] = useMutation(UpdateEventPageMutation);
  const toast = useToast();

  const submit = async (values: EventPageFormValues) => {
    try {
      await save({ variables: { slug: page.slug, input: inputOf(values) } });
    } catch {
      // Shown in the form from the mutation's error state.
      return;
    }
    toast({ type: 'success', message: t('Event page saved.') });
    onClose();
  };

  return (
    <Modal
      open
      title={t('Configure {{slug}}', { slug: page.slug })}
      okText={t('Save')}
      onOk={() => form.submit()}
      confirmLoading={loading}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={formValuesOf(page)} onFinish={submit}>
        <Form.Item
          name="title"
          label={t('Title')}
          rules={[FORM_RULES.required(t('Title')), FORM_RULES.maxLength(t('Title'), EVENT_TITLE_MAX)]}
        >
          <CountedInput max={EVENT_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="productId"
          label={t('Product')}
          extra={t("The answers arrive in this product's recordings.")}
          rules={[FORM_RULES.choose(t('Product'))]}
        >
          <Select
            loading={productsLoading}
            options={products.map((product) => ({
              value: product.id,
              label: product.isActive ? product.name : t('{{name}} (inactive)', { name: product.name }),
            }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.List
          name="questions"
          rules={[
            {
              validator: async (_, questions?: { text: string }[]) => {
                if (!questions?.length) throw new Error(t('Please add a question'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Flex vertical gap={4} style={{ marginBottom: 16 }}>
              <Typography.Text strong>{t('Questions')}</Typography.Text>
              {fields.map((field, index) => {
                const label = t('Question {{number}}', { number: index + 1 });
                return (
                  <Flex key={field.key} gap={8} align="flex-start">
                    <Form.Item
                      name={[field.name, 'text']}
                      label={label}
                      style={{ flex: 1, marginBottom: 8 }}
                      rules={[FORM_RULES.required(label), FORM_RULES.maxLength(label, EVENT_QUESTION_MAX)]}
                    >
                      <CountedInput max={EVENT_QUESTION_MAX} />
                    </Form.Item>
                    <Button
                      aria-label={t('Remove question {{number}}', { number: index + 1 })}
                      icon={<DeleteOutlined aria-hidden />}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: 30 }}
                    />
                  </Flex>
                );
              })}
              <Form.ErrorList errors={errors} />
              {fields.length < EVENT_QUESTIONS_MAX && (
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ text: '' })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('Add question')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
        <Form.Item
          name="isActive"
          label={t('Open to visitors')}
          valuePropName="checked"
          extra={t('A closed page tells visitors it is not open.')}
        >
          <Switch />
        </Form.Item>
        {error && <Alert type="error" showIcon title={failureMessage(error)} />}
      </Form>
    </Modal>
  );
}
