import path from 'node:path';
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
