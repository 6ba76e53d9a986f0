import { contrastRatio as contrast, readableTextOn } from '@hearback/input-rules';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR, themeConfig } from '../theme-config';

const token = theme.getDesignToken(themeConfig) as unknown as Record<string, string>;
const colour = (name: string) => token[name] ?? name;
const WHITE = '#ffffff';
/** A table header: antd's 2 % black over white. */
const TABLE_HEADER = '#fafafa';
/** Where text sits: cards and inputs, the page behind them, table headers, selected light items. */
const SURFACES = ['colorBgContainer', 'colorBgLayout', TABLE_HEADER, 'colorPrimaryBg'];
const TEXT_ON_SURFACES = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryText',
  'colorPrimaryTextHover',
  'colorLink',
  'colorLinkHover',
  'colorLinkActive',
  'colorError',
  'colorSuccess',
  'colorWarning',
  'colorInfo',
];
const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];
const AA = 4.5;

/** Each pair below 4.5:1, as "text on background: ratio", so a failure names them all. */
const below = (pairs: Array<[string, string]>) =>
  pairs
    .map(([text, background]) => [text, background, contrast(colour(text), colour(background))] as const)
    .filter(([, , ratio]) => ratio < AA)
    .map(([text, background, ratio]) => `${text} on ${background}: ${ratio.toFixed(2)}`);

describe('contrast of the theme (WCAG AA, 4.5:1 for text)', () => {
  it('measures what the decision records', () => {
    expect(contrast(WHITE, BRAND_COLOR)).toBeCloseTo(4.25, 2);
    expect(contrast(colour('colorTextLightSolid'), colour('colorPrimary'))).toBeCloseTo(6.1, 1);
    expect(contrast(colour('colorPrimary'), colour('colorBgLayout'))).toBeCloseTo(5.6, 1);
    // antd's default secondary text, 45 % black, as the browser paints it on white.
    expect(contrast('#8c8c8c', WHITE)).toBeCloseTo(3.36, 2);
  });

  it('keeps every text colour at 4.5:1 on every surface it is used on', () => {
    expect(
      below(TEXT_ON_SURFACES.flatMap((text) => SURFACES.map((s): [string, string] => [text, s]))),
    ).toEqual([]);
  });

  it('keeps white text at 4.5:1 on filled buttons, their hover and pressed shades, and the selected sider item', () => {
    const filled = [
      'colorPrimary',
      'colorPrimaryHover',
      'colorPrimaryActive',
      'colorError',
      'colorErrorHover',
      'colorErrorActive',
      themeConfig.components!.Menu!.darkItemSelectedBg!,
    ];
    expect(below(filled.map((background): [string, string] => ['colorTextLightSolid', background]))).toEqual(
      [],
    );
  });

  it('keeps status texts at 4.5:1 on their own backgrounds (alerts, tags)', () => {
    const statuses = ['Success', 'Warning', 'Error', 'Info'];
    expect(below(statuses.map((status): [string, string] => [`color${status}`, `color${status}Bg`]))).toEqual(
      [],
    );
  });

  it("keeps the text of antd's preset tag colours at 4.5:1 on the tag", () => {
    // Both spellings: antd writes the two to the same CSS variable.
    const pairs = PRESET_COLOURS.flatMap(
      (name): Array<[string, string]> => [
        [`${name}-7`, `${name}-1`],
        [`${name}7`, `${name}1`],
      ],
    );
    expect(below(pairs)).toEqual([]);
  });

  it('shows the brand colour only where it reaches 4.5:1: the logotype on the black sider', () => {
    expect(contrast(BRAND_COLOR, themeConfig.components!.Layout!.siderBg!)).toBeGreaterThanOrEqual(AA);
  });
});

describe('readableTextOn', () => {
  it('picks black on the brand green, where white is 4.25:1 and black 4.95:1', () => {
    expect(readableTextOn(BRAND_COLOR)).toBe('#000000');
    expect(contrast('#000000', BRAND_COLOR)).toBeCloseTo(4.95, 2);
  });

  it('keeps white on dark colours and reads rgb() and short hex', () => {
    expect(readableTextOn('#256f46')).toBe('#ffffff');
    expect(readableTextOn('rgb(31, 31, 31)')).toBe('#ffffff');
    expect(readableTextOn('#ff0')).toBe('#000000');
  });

  it('falls back to white for a value that is no colour', () => {
    expect(readableTextOn('var(--x)')).toBe('#ffffff');
  });
});
