import { ColorPicker, type ColorPickerProps, Form } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useProductsTranslation } from '../../../i18n/translations';

interface Props {
  name: 'background' | 'text' | 'textBox' | 'button';
  label: string;
  /** The palette offered for this colour (spec section 3), as edited in the form. */
  palette: 'backgroundColors' | 'textColors' | 'buttonColors';
  disabled?: boolean;
}

type TriggerProps = ColorPickerProps & { 'aria-required'?: unknown };

/**
 * The picker's trigger is a plain element, made a named, focusable button. Form.Item marks a
 * required field's control `aria-required`, which a button may not carry: it is left off here
 * (the label still shows the field as required), and a disabled trigger says so.
 */
function ColorTrigger({ 'aria-required': _required, disabled, ...props }: TriggerProps) {
  // antd passes these on to the trigger element; its props type does not list them.
  const trigger = {
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-disabled': disabled || undefined,
  } as object;
  return <ColorPicker {...props} disabled={disabled} {...trigger} />;
}

/** One of the widget's colours; the form keeps it as a hex string, as the API stores it. */
export function ColorField({ name, label, palette, disabled }: Props) {
  const { t } = useProductsTranslation();
  const colours: string[] = Form.useWatch(palette, Form.useFormInstance()) ?? [];
  return (
    <Form.Item
      name={name}
      label={label}
      getValueFromEvent={(color: Color) => color.toHexString()}
      rules={[{ required: true }]}
    >
      <ColorTrigger
        showText
        disabledAlpha
        disabled={disabled}
        presets={[{ label: t('Palette'), colors: colours }]}
        aria-label={label}
      />
    </Form.Item>
  );
}
