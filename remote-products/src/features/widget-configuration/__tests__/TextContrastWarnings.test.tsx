import { setDashboardLanguage } from '@hearback/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextContrastWarnings } from '../components/TextContrastWarnings';
import type { WidgetColours } from '../lib/text-contrast';
import { contrastShortfalls, shownRatio } from '../lib/text-contrast';

const READABLE: WidgetColours = {
  background: '#ffffff',
  text: '#1f1f1f',
  textBox: '#ffffff',
  button: '#256f46',
};

/** The colour fields of the widget form, without their pickers. */
function ColoursForm({ colours, onForm }: { colours: WidgetColours; onForm?: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm?.(form);
  return (
    <Form form={form} initialValues={colours}>
      {(['background', 'text', 'textBox', 'button'] as const).map((name) => (
        <Form.Item key={name} name={name} hidden>
          <Input />
        </Form.Item>
      ))}
      <TextContrastWarnings />
    </Form>
  );
}

const warnings = () => [...document.querySelectorAll('.ant-alert-warning')].map((alert) => alert.textContent);

afterEach(() => setDashboardLanguage('en', { remember: false }));

describe('contrast of the widget text', () => {
  it('finds each colour the text falls under 4.5:1 on: the background and the text boxes (the button picks its own)', () => {
    expect(contrastShortfalls(READABLE)).toEqual([]);
    const shortfalls = contrastShortfalls({
      background: '#f5f5f5',
      text: '#8c8c8c',
      textBox: '#ffffff',
      button: '#2e8b57',
    });
    expect(shortfalls.map(({ surface }) => surface)).toEqual(['background', 'textBox']);
    expect(shortfalls.map(({ ratio }) => shownRatio(ratio))).toEqual([3, 3.3]);
    // 4.54:1 is enough; a colour that is not one yet (typed half-way) is not judged.
    expect(contrastShortfalls({ ...READABLE, text: '#767676' })).toEqual([]);
    expect(contrastShortfalls({ ...READABLE, text: '#76', background: undefined })).toEqual([]);
  });

  it('never rounds a ratio up to the 4.5:1 it misses', () => {
    expect(shownRatio(4.49)).toBe(4.4);
    expect(shownRatio(3.08)).toBe(3);
  });

  it('warns for each colour with the ratio its text reaches, and follows the colours as they change', async () => {
    let form: FormInstance | undefined;
    render(
      <ColoursForm
        colours={{ ...READABLE, text: '#8c8c8c', background: '#f5f5f5' }}
        onForm={(instance) => {
          form = instance;
        }}
      />,
    );
    expect(await screen.findByText('Background colour')).toBeTruthy();
    expect(warnings()).toEqual([
      'Background colourText on this colour reaches 3.0:1; 4.5:1 is needed to be readable for everyone. Visitors see black or white text instead.',
      'Text box colourText on this colour reaches 3.3:1; 4.5:1 is needed to be readable for everyone. Visitors see black or white text instead.',
    ]);
    act(() => form?.setFieldsValue({ text: '#1f1f1f' }));
    await waitFor(() => expect(warnings()).toEqual([]));
    // The button's text is white or black, whichever reads: no colour of it is warned about.
    act(() => form?.setFieldsValue({ button: '#1677ff' }));
    await waitFor(() => expect(warnings()).toEqual([]));
  });

  it('says so in German, with the ratio written the German way', async () => {
    await setDashboardLanguage('de', { remember: false });
    render(
      <Suspense fallback={null}>
        <ColoursForm colours={{ ...READABLE, text: '#8c8c8c' }} />
      </Suspense>,
    );
    expect(await screen.findByText('Farbe der Textfelder')).toBeTruthy();
    expect(
      screen.getAllByText(
        'Text auf dieser Farbe erreicht einen Kontrast von 3,3:1; damit ihn alle lesen können, sind 4,5:1 nötig. Besucher sehen dort stattdessen schwarzen oder weißen Text.',
      ),
    ).toHaveLength(2);
  });
});
