import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { DEFAULT_BUTTON_COLOUR, HEX_COLOUR, PALETTE_MAX } from '../lib/widget-options';

type PaletteName = 'backgroundColors' | 'textColors' | 'buttonColors';
type Translate = ReturnType<typeof useProductsTranslation>['t'];

/** A palette's words: whole sentences for each, as a palette's name changes form inside them. */
function paletteTexts(name: PaletteName, t: Translate) {
  switch (name) {
    case 'backgroundColors':
      return {
        label: t('Background palette'),
        newColour: t('New background palette colour'),
        add: t('Add to background palette'),
        remove: (colour: string) => t('Remove {{colour}} from background palette', { colour }),
      };
    case 'textColors':
      return {
        label: t('Text palette'),
        newColour: t('New text palette colour'),
        add: t('Add to text palette'),
        remove: (colour: string) => t('Remove {{colour}} from text palette', { colour }),
      };
    case 'buttonColors':
      return {
        label: t('Button palette'),
        newColour: t('New button palette colour'),
        add: t('Add to button palette'),
        remove: (colour: string) => t('Remove {{colour}} from button palette', { colour }),
      };
  }
}

interface EditorProps {
  texts: ReturnType<typeof paletteTexts>;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/** A palette: the colours the pickers offer first. A swatch removes itself; a hex code adds one. */
function PaletteEditor({ texts, value = [], onChange, disabled }: EditorProps) {
  const { t } = useProductsTranslation();
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
            aria-label={texts.remove(colour)}
            title={t('Remove {{colour}}', { colour })}
            disabled={disabled}
            onClick={() => onChange?.(value.filter((other) => other !== colour))}
            style={{ width: 28, minWidth: 28, padding: 0, background: colour, border: '1px solid #d9d9d9' }}
          />
        ))}
        {value.length === 0 && <Typography.Text type="secondary">{t('No colours')}</Typography.Text>}
      </Flex>
      <Flex gap={6}>
        <Input
          size="small"
          aria-label={texts.newColour}
          placeholder={DEFAULT_BUTTON_COLOUR}
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
          {texts.add}
        </Button>
      </Flex>
    </Flex>
  );
}

export function PaletteField({ name, disabled }: { name: PaletteName; disabled: boolean }) {
  const { t } = useProductsTranslation();
  const texts = paletteTexts(name, t);
  return (
    <Form.Item name={name} label={texts.label}>
      <PaletteEditor texts={texts} disabled={disabled} />
    </Form.Item>
  );
}
