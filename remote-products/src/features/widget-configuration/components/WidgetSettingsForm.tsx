import {
  CountedInput,
  FORM_RULES,
  failureMessage,
  useDebouncedValue,
  useNotify,
  useToast,
} from '@hearback/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Row,
} from 'antd';
import { useMemo } from 'react';
import type { WidgetSettingsFieldsFragment } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { useSaveWidgetSettings } from '../hooks/use-save-widget-settings';
import { previewSettingsOf } from '../lib/preview-settings';
import { formValuesOf, type WidgetFormValues } from '../lib/widget-form-values';
import {
  CUSTOM_MESSAGE_MAX,
  collectFieldOptions,
  collectTypeOptions,
  defaultPrompt as defaultPromptOf,
  positionOptions,
  purposeOptions,
  RECORDING_SECONDS_MAX,
  RECORDING_SECONDS_MIN,
} from '../lib/widget-options';
import { BackgroundImageField } from './BackgroundImageField';
import { ColorField } from './ColorField';
import { InstallSnippet } from './InstallSnippet';
import { PaletteField } from './PaletteField';
import { QuestionsField } from './QuestionsField';
import { TextContrastWarnings } from './TextContrastWarnings';
import { WidgetPreview } from './WidgetPreview';

interface Props {
  productId: string;
  settings: WidgetSettingsFieldsFragment;
  widgetKey: string;
  canEdit: boolean;
}

/** Long enough that typing a sentence redraws the preview once per pause, not per key. */
export const PREVIEW_DEBOUNCE_MS = 250;

interface FormPreviewProps {
  form: FormInstance<WidgetFormValues>;
  initialValues: WidgetFormValues;
  widgetKey: string;
  productId: string;
}

/** The preview follows every field of the form, settled for a moment so a typed sentence redraws once. */
function FormPreview({ form, initialValues, widgetKey, productId }: FormPreviewProps) {
  const watched = Form.useWatch((values: WidgetFormValues) => values, { form, preserve: true });
  // useWatch answers a new object on every change: the preview follows the content instead.
  const valuesKey = JSON.stringify({ ...initialValues, ...watched });
  const settings = useDebouncedValue(
    useMemo(() => previewSettingsOf(JSON.parse(valuesKey) as WidgetFormValues), [valuesKey]),
    PREVIEW_DEBOUNCE_MS,
  );
  return <WidgetPreview settings={settings} widgetKey={widgetKey} productId={productId} />;
}

/** Every field of the widget (spec section 3), the live preview beside it and the install snippet. */
export function WidgetSettingsForm({ productId, settings, widgetKey, canEdit }: Props) {
  const { t } = useProductsTranslation();
  const [form] = Form.useForm<WidgetFormValues>();
  const notify = useNotify();
  const toast = useToast();
  const initialValues = useMemo(() => formValuesOf(settings), [settings]);
  const { save, saving } = useSaveWidgetSettings(productId, settings);
  // Only what changes the form's layout is watched here: typing re-renders the field and the preview only.
  const messageType: WidgetFormValues['messageType'] =
    Form.useWatch('messageType', form) ?? initialValues.messageType;
  const collectType: WidgetFormValues['collectType'] =
    Form.useWatch('collectType', form) ?? initialValues.collectType;
  const defaultPrompt = defaultPromptOf(messageType, t);
  const isCustomQuestion = messageType === 'CustomQuestion';
  const asksVisitorDetails = collectType !== 'Anonymous';

  const handleFinish = async (submitted: WidgetFormValues) => {
    try {
      const saved = await save({ ...initialValues, ...form.getFieldsValue(true), ...submitted });
      form.setFieldsValue(formValuesOf(saved));
      toast({ message: t('Widget settings saved.'), type: 'success' });
    } catch (caught) {
      // The form keeps what the user entered; what was already created is reused on the retry.
      notify.error(failureMessage(caught), t('Widget settings not saved'));
    }
  };

  return (
    <Row gutter={24}>
      <Col span={14}>
        <Form<WidgetFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          disabled={!canEdit}
          onFinish={handleFinish}
          aria-label={t('Widget settings')}
        >
          {!canEdit && (
            <Alert
              type="info"
              showIcon
              title={t('Only Admins can change the widget.')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Flex vertical gap={16}>
            <Card title={t('Message')} size="small">
              <Form.Item name="messageType" label={t('Purpose')}>
                <Radio.Group aria-label={t('Purpose')} options={purposeOptions(t)} optionType="button" />
              </Form.Item>
              <Form.Item
                name="customMessage"
                label={t('Custom message')}
                extra={
                  defaultPrompt
                    ? t("Left empty, the widget says '{{prompt}}'", { prompt: defaultPrompt })
                    : t('Left empty, the widget asks its first question.')
                }
                rules={[FORM_RULES.maxLength(t('Custom message'), CUSTOM_MESSAGE_MAX)]}
              >
                <CountedInput
                  max={CUSTOM_MESSAGE_MAX}
                  placeholder={defaultPrompt ?? t('Tell us what you think')}
                />
              </Form.Item>
              {isCustomQuestion && <QuestionsField disabled={!canEdit} />}
              {messageType === 'LeaveMessage' && (
                <Form.Item
                  name="maxRecordingSeconds"
                  label={t('Longest voice message (seconds)')}
                  rules={[
                    { required: true },
                    { type: 'number', min: RECORDING_SECONDS_MIN, max: RECORDING_SECONDS_MAX },
                  ]}
                >
                  <InputNumber
                    aria-label={t('Longest voice message (seconds)')}
                    precision={0}
                    style={{ width: 160 }}
                  />
                </Form.Item>
              )}
            </Card>
            <Card title={t('Visitor details')} size="small">
              <Form.Item name="collectType" label={t('Collect visitor details')}>
                <Radio.Group aria-label={t('Collect visitor details')} options={collectTypeOptions(t)} />
              </Form.Item>
              {asksVisitorDetails && (
                <Form.Item
                  name="collectFields"
                  label={t('Fields')}
                  extra={
                    collectType === 'Logged'
                      ? t('Taken from the signed-in visitor; only missing ones are asked.')
                      : t('Asked in this order, all required.')
                  }
                >
                  <Checkbox.Group aria-label={t('Fields')} options={collectFieldOptions(t)} />
                </Form.Item>
              )}
            </Card>
            <Card title={t('Appearance')} size="small">
              <Flex gap={24} wrap>
                <ColorField
                  name="background"
                  label={t('Background colour')}
                  palette="backgroundColors"
                  disabled={!canEdit}
                />
                <ColorField name="text" label={t('Text colour')} palette="textColors" disabled={!canEdit} />
                <ColorField
                  name="textBox"
                  label={t('Text box colour')}
                  palette="backgroundColors"
                  disabled={!canEdit}
                />
                <ColorField
                  name="button"
                  label={t('Button colour')}
                  palette="buttonColors"
                  disabled={!canEdit}
                />
              </Flex>
              <TextContrastWarnings />
              <Flex gap={24} wrap>
                <PaletteField name="backgroundColors" disabled={!canEdit} />
                <PaletteField name="textColors" disabled={!canEdit} />
                <PaletteField name="buttonColors" disabled={!canEdit} />
              </Flex>
              <BackgroundImageField productId={productId} disabled={!canEdit} />
              <Form.Item name="backgroundImageKey" hidden>
                <Input />
              </Form.Item>
              <Form.Item name="backgroundImageUrl" hidden>
                <Input />
              </Form.Item>
              <Form.Item name="position" label={t('Position')}>
                <Radio.Group aria-label={t('Position')} options={positionOptions(t)} />
              </Form.Item>
            </Card>
            {canEdit && (
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('Save')}
                </Button>
                <Button onClick={() => form.setFieldsValue(initialValues)} disabled={saving}>
                  {t('Discard changes')}
                </Button>
              </Flex>
            )}
            <Card title={t('Install')} size="small">
              <InstallSnippet productId={productId} />
            </Card>
          </Flex>
        </Form>
      </Col>
      <Col span={10}>
        <div style={{ position: 'sticky', top: 16 }}>
          <FormPreview
            form={form}
            initialValues={initialValues}
            widgetKey={widgetKey}
            productId={productId}
          />
        </div>
      </Col>
    </Row>
  );
}
