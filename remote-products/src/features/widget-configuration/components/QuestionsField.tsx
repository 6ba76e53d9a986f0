import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CountedInput, FORM_RULES, WIDGET_QUESTIONS_MAX } from '@hearback/shared';
import { Button, Flex, Form, Typography } from 'antd';
import { useProductsTranslation } from '../../../i18n/translations';
import type { QuestionValue } from '../lib/widget-form-values';
import { QUESTION_TEXT_MAX } from '../lib/widget-options';

/**
 * The custom questions, in the order the widget asks them. A saved question is never rewritten
 * (its answers refer to it): editing one becomes a new question on save.
 */
export function QuestionsField({ disabled }: { disabled: boolean }) {
  const { t } = useProductsTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.List
      name="questions"
      rules={[
        {
          validator: async (_, questions?: QuestionValue[]) => {
            if (!questions?.length) throw new Error(t('Please add a question.'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('Questions')}</Typography.Text>
          {fields.map((field, index) => {
            const label = t('Question {{number}}', { number: index + 1 });
            const readonly = form.getFieldValue(['questions', field.name, 'readonly']) === true;
            return (
              <Flex key={field.key} gap={8} align="flex-start">
                <Form.Item
                  name={[field.name, 'text']}
                  label={label}
                  style={{ flex: 1, marginBottom: 8 }}
                  rules={[FORM_RULES.required(label), FORM_RULES.maxLength(label, QUESTION_TEXT_MAX)]}
                >
                  <CountedInput
                    max={QUESTION_TEXT_MAX}
                    disabled={readonly}
                    onChange={() =>
                      // A changed text is a new question: its old id must not be saved with it.
                      form.setFieldValue(['questions', field.name, 'id'], undefined)
                    }
                  />
                </Form.Item>
                <Button
                  aria-label={t('Remove question {{number}}', { number: index + 1 })}
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={disabled}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                />
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          {/* The API's limit, from the rules it shares with the dashboard. */}
          {fields.length < WIDGET_QUESTIONS_MAX && (
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ text: '' })}
              disabled={disabled}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('Add question')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
