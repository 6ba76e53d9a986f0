/**
 * The dashboard's one antd theme (spec sections 1 and 9): green primary, black sider, tall controls,
 * and every text at 4.5:1 or more against what it sits on (docs/decisions.md, "Contrast: the brand
 * colour and text at 4.5:1"; the ratios are checked in __tests__/contrast.test.ts).
 */
import type { ThemeConfig } from 'antd';

/** The brand green the spec names. White on it is 4.25:1, so text never sits on it, nor is it text on white. */
export const BRAND_COLOR = '#2e8b57';
/**
 * The brand at 29 % lightness instead of 36 % (same hue and saturation): antd's primary, the colour
 * of primary buttons, links, selected tabs and menu items. White on it is 6.10:1, it on white 6.10:1.
 */
export const PRIMARY_COLOR = '#256f46';
/** Hover shade of the primary: still 5.24:1 with white, so a hovered button or link keeps its contrast. */
const PRIMARY_HOVER_COLOR = '#2d7a4f';
export const HEADER_HEIGHT = 80;
export const CONTROL_HEIGHT = 48;
const SIDER_BACKGROUND = '#000';
/** antd's 0.45 black (#8c8c8c on white, 3.36:1) raised to 0.6: 5.74:1 on white, 5.27:1 on #f5f5f5. */
const TERTIARY_TEXT = 'rgba(0, 0, 0, 0.6)';

/**
 * The text shade (7th) of preset colours that tags use, where antd's is under 4.5:1 on the tag's
 * own background: one shade darker. antd writes both spellings (`green-7`, `green7`) to the one
 * CSS variable `--ant-green-7`, the second winning, so both are set.
 */
function presetTextShades(shades: Record<string, string>): ThemeConfig['token'] {
  return Object.fromEntries(
    Object.entries(shades).flatMap(([name, colour]) => [
      [`${name}-7`, colour],
      [`${name}7`, colour],
    ]),
  );
}

export const themeConfig: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorPrimaryHover: PRIMARY_HOVER_COLOR,
    colorPrimaryTextHover: PRIMARY_HOVER_COLOR,
    // antd derives the light tints from the seed; from a dark seed they come out grey, so they
    // are the brand mixed with white (10 %, 20 %, 40 %, 55 %) instead.
    colorPrimaryBg: '#eaf3ee',
    colorPrimaryBgHover: '#d5e8dd',
    colorPrimaryBorder: '#abd1bc',
    colorPrimaryBorderHover: '#8cbfa3',
    // antd's links are its blue (#1677ff, 3.76:1 on #f5f5f5); the dashboard's are the primary.
    colorLink: PRIMARY_COLOR,
    colorLinkHover: PRIMARY_HOVER_COLOR,
    // The primary against body text is 2.7:1, short of the 3:1 that tells a link in a sentence
    // by colour alone: links are underlined (menus, whose items are all links, are not).
    linkDecoration: 'underline',
    // Status colours are also text (form errors, danger buttons, typography and tags): antd's
    // 7th shade of each, with the light backgrounds and borders of antd's defaults kept.
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarning: '#946300',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    colorInfo: '#0958d9',
    colorTextTertiary: TERTIARY_TEXT,
    colorTextDescription: TERTIARY_TEXT,
    colorTextPlaceholder: TERTIARY_TEXT,
    ...presetTextShades({
      green: '#237804',
      gold: '#874d00',
      orange: '#ad4e00',
      volcano: '#ad2102',
      cyan: '#006d75',
      lime: '#3f6600',
      yellow: '#876800',
    }),
    fontFamily: 'inherit',
    controlHeight: CONTROL_HEIGHT,
  },
  components: {
    Layout: {
      headerHeight: HEADER_HEIGHT,
      siderBg: SIDER_BACKGROUND,
      triggerBg: SIDER_BACKGROUND,
    },
    // The sider's dark menu sits on pure black rather than antd's navy default.
    Menu: {
      darkItemBg: SIDER_BACKGROUND,
      darkSubMenuItemBg: SIDER_BACKGROUND,
      darkPopupBg: SIDER_BACKGROUND,
      darkItemSelectedBg: PRIMARY_COLOR,
    },
  },
};

/** The same theme without antd's motion, for visitors who ask their system for reduced motion. */
export function withoutMotion(theme: ThemeConfig): ThemeConfig {
  return { ...theme, token: { ...theme.token, motion: false } };
}
