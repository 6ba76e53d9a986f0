import { ColorPicker, Form } from 'antd';
import type { Color } from 'antd/es/color-picker';

// antd passes these on to the trigger element; its props type does not list them.
const TRIGGER_ATTRIBUTES = { role: 'button', tabIndex: 0 } as object;

interface Props {
  name: 'background' | 'text' | 'textBox' | 'button';
  label: string;
  /** The palette offered for this colour (spec section 3), as edited in the form. */
  palette: 'backgroundColors' | 'textColors' | 'buttonColors';
}

/** One of the widget's colours; the form keeps it as a hex string, as the API stores it. */
export function ColorField({ name, label, palette }: Props) {
  const colours: string[] = Form.useWatch(palette, Form.useFormInstance()) ?? [];
  return (
    <Form.Item
      name={name}
      label={label}
      getValueFromEvent={(color: Color) => color.toHexString()}
      rules={[{ required: true }]}
    >
      <ColorPicker
        showText
        disabledAlpha
        presets={[{ label: 'Palette', colors: colours }]}
        // The trigger is a plain element: named and focusable so it can be reached by its label.
        aria-label={label}
        {...TRIGGER_ATTRIBUTES}
      />
    </Form.Item>
  );
}
