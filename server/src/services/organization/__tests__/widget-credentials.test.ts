import { describe, expect, it } from 'vitest';
import { newWidgetCredentials } from '../widget-credentials';

describe('newWidgetCredentials', () => {
  it('makes a url-safe public key and a 32-byte secret token, different every time', () => {
    const first = newWidgetCredentials();
    const second = newWidgetCredentials();
    expect(first.widgetKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(first.widgetToken, 'base64url')).toHaveLength(32);
    expect(first.widgetToken).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(second.widgetKey).not.toBe(first.widgetKey);
    expect(second.widgetToken).not.toBe(first.widgetToken);
  });
});
