import { useDashboardLanguage } from '@hearback/shared';
import { Alert, Flex, Form } from 'antd';
import { useProductsTranslation } from '../../../i18n/translations';
import { contrastShortfalls, shownRatio, type WidgetSurface } from '../lib/text-contrast';
import type { WidgetFormValues } from '../lib/widget-form-values';

/**
 * A warning for each of the widget's colours its text cannot be read on by everyone (under
 * 4.5:1), following the form as the colours are picked. The widget shows visitors black or white
 * text there instead (the server's `readableText`), which the warning tells the Admin.
 */
export function TextContrastWarnings() {
  const { t } = useProductsTranslation();
  const language = useDashboardLanguage();
  const form = Form.useFormInstance<WidgetFormValues>();
  const colours = {
    background: Form.useWatch('background', form),
    text: Form.useWatch('text', form),
    textBox: Form.useWatch('textBox', form),
  };
  const shortfalls = contrastShortfalls(colours);
  if (shortfalls.length === 0) return null;

  const ratioFormat = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const surfaceLabel = (surface: WidgetSurface) => {
    switch (surface) {
      case 'background':
        return t('Background colour');
      case 'textBox':
        return t('Text box colour');
    }
  };
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {shortfalls.map(({ surface, ratio }) => (
        <Alert
          key={surface}
          type="warning"
          showIcon
          title={surfaceLabel(surface)}
          description={t(
            'Text on this colour reaches {{ratio}}:1; 4.5:1 is needed to be readable for everyone. Visitors see black or white text instead.',
            {
              ratio: ratioFormat.format(shownRatio(ratio)),
            },
          )}
        />
      ))}
    </Flex>
  );
}
