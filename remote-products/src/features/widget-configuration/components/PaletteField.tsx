import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { HEX_COLOUR, PALETTE_MAX } from '../lib/widget-options';

type PaletteName = 'backgroundColors' | 'textColors' | 'buttonColors';

interface EditorProps {
  label: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/** A palette: the colours the pickers offer first. A swatch removes itself; a hex code adds one. */
function PaletteEditor({ label, value = [], onChange, disabled }: EditorProps) {
  const [draft, setDraft] = useState('');
  const candidate = draft.trim().toLowerCase();
  const valid = HEX_COLOUR.test(candidate);
  const full = value.length >= PALETTE_MAX;
  const add = () => {
    if (!valid || full) return;
    if (!value.includes(candidate)) onChange?.([...value, candidate]);
    setDraft('');
  };
  return (
    <Flex vertical gap={6}>
      <Flex gap={6} wrap>
        {value.map((colour) => (
          <Button
            key={colour}
            size="small"
            aria-label={`Remove ${colour} from ${label.toLowerCase()}`}
            title={`Remove ${colour}`}
            disabled={disabled}
            onClick={() => onChange?.(value.filter((other) => other !== colour))}
            style={{ width: 28, minWidth: 28, padding: 0, background: colour, border: '1px solid #d9d9d9' }}
          />
        ))}
        {value.length === 0 && <Typography.Text type="secondary">No colours</Typography.Text>}
      </Flex>
      <Flex gap={6}>
        <Input
          size="small"
          aria-label={`New ${label.toLowerCase()} colour`}
          placeholder="#2e8b57"
          value={draft}
          status={draft && !valid ? 'error' : undefined}
          disabled={disabled || full}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
          style={{ width: 110 }}
        />
        <Button size="small" disabled={disabled || !valid || full} onClick={add}>
          Add to {label.toLowerCase()}
        </Button>
      </Flex>
    </Flex>
  );
}

export function PaletteField({
  name,
  label,
  disabled,
}: {
  name: PaletteName;
  label: string;
  disabled: boolean;
}) {
  return (
    <Form.Item name={name} label={label}>
      <PaletteEditor label={label} disabled={disabled} />
    </Form.Item>
  );
}
