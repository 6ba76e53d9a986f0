import path from 'node:path';
import { readableTextColour, readableTextOn } from '@hearback/input-rules';
import type { WidgetSettings } from '../../src/core/settings';

export const WIDGET_DIST = path.resolve(import.meta.dirname, '../../dist');
export const WIDGET_KEY = 'wk_test_4f9a';
export const PRODUCT_ID = 'product-42';

export function settingsFor(overrides: Partial<WidgetSettings>): WidgetSettings {
  return {
    background: '#fdfcf7',
    text: '#202124',
    textBox: '#ffffff',
    button: '#2e8b57',
    backgroundImageUrl: null,
    messageType: 'ProvideFeedback',
    customMessage: null,
    collectType: 'Anonymous',
    collectFields: [],
    position: 'BottomRight',
    questions: [],
    ...overrides,
  };
}

/**
 * Settings as `GET settings` really answers them: with the text colours the server works out for
 * the palette (server/src/services/widget/public-settings.ts), which the widget draws with.
 */
export function servedSettings(overrides: Partial<WidgetSettings>): WidgetSettings {
  const settings = settingsFor(overrides);
  // The server stores every colour of the palette; it has no absent one to serve.
  const colour = (value: string | null | undefined) => {
    if (!value) throw new Error('A served palette has every colour.');
    return value;
  };
  const [text, background, textBox, button] = [
    settings.text,
    settings.background,
    settings.textBox,
    settings.button,
  ].map(colour) as [string, string, string, string];
  return {
    ...settings,
    readableText: {
      onBackground: readableTextColour(text, background),
      onBox: readableTextColour(text, textBox),
      onButton: readableTextOn(button),
    },
  };
}
