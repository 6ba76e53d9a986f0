import { describe, expect, it } from 'vitest';
import { activeThemeConfig, declareAntdStylesheet } from '../static-styles';
import { themeConfig } from '../theme-config';

describe("antd's zero-runtime mode", () => {
  it('keeps every token of the theme once the page links the stylesheet', () => {
    expect(activeThemeConfig()).toBe(themeConfig);
    declareAntdStylesheet();
    const active = activeThemeConfig();
    expect(active.zeroRuntime).toBe(true);
    expect(active.token).toEqual(themeConfig.token);
    expect(active.components).toEqual(themeConfig.components);
  });
});
