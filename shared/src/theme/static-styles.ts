/**
 * antd's zero-runtime mode. The shell's production build serves antd's prebuilt stylesheet and
 * compiles antd without its style generators (shared/federation/antd-static-styles.cjs), so in
 * the page antd must not try to generate rules: it only writes the theme's CSS variables, which
 * the stylesheet reads (that is how #2e8b57, the 48 px controls and the black sider still apply).
 * Module state rather than a prop: @hearback/shared is a singleton, so the shell's call also
 * holds for a remote mounted in its own React root inside the shell's page, while a remote's
 * standalone page (its own copy, no stylesheet) keeps antd's run-time styles.
 */
import type { ThemeConfig } from 'antd';
import { themeConfig } from './theme-config';

let stylesheetServed = false;

/** The page links antd's prebuilt stylesheet: render antd in zero-runtime mode from now on. */
export function declareAntdStylesheet(): void {
  stylesheetServed = true;
}

const zeroRuntimeTheme: ThemeConfig = {
  ...themeConfig,
  zeroRuntime: true,
  // antd's stylesheet also defines the default theme's variables on `.css-var-<React id>`
  // classes (stripped from the served copy); a fixed key keeps ours apart from those ids anyway.
  cssVar: { key: 'css-var-hearback' },
};

/** The theme AppProviders hands to ConfigProvider: the same tokens either way. */
export function activeThemeConfig(): ThemeConfig {
  return stylesheetServed ? zeroRuntimeTheme : themeConfig;
}
