import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { stubStyleGenerators } =
  require('../antd-style-stub-loader.cjs') as typeof import('../antd-style-stub-loader.cjs');
const { dropDefaultVariables } = require('../antd-stylesheet.cjs') as typeof import('../antd-stylesheet.cjs');
const { ANTD_STYLE_MODULE } = require('../rspack-config.cjs') as typeof import('../rspack-config.cjs');
const { parse } = require('@babel/parser') as typeof import('@babel/parser');

describe("antd's style generators out of the shell's build", () => {
  it('matches the style modules of components, not the shared mixins', () => {
    expect(ANTD_STYLE_MODULE.test('/x/node_modules/antd/es/layout/style/sider.js')).toBe(true);
    expect(ANTD_STYLE_MODULE.test('/x/node_modules/antd/es/button/style/index.js')).toBe(true);
    expect(ANTD_STYLE_MODULE.test('/x/node_modules/antd/es/style/motion/zoom.js')).toBe(false);
    expect(ANTD_STYLE_MODULE.test('/x/node_modules/antd/es/button/Button.js')).toBe(false);
  });

  it('replaces the generator and keeps the component tokens', () => {
    const source = [
      "import { genStyleHooks } from '../../theme/internal';",
      'const genBase = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      'export const prepareComponentToken = (token) => ({ headerHeight: token.controlHeight * 2 });',
      "export default genStyleHooks('Layout', (token) => [genBase(token)], prepareComponentToken, { unitless: {} });",
      "export const Sub = genSubStyleComponent(['Layout', 'sider'], (token) => { return [genBase(token)]; }, prepareComponentToken);",
    ].join('\n');
    const stubbed = stubStyleGenerators(source, parse);
    expect(stubbed).toContain("genStyleHooks('Layout', () => [], prepareComponentToken, { unitless: {} })");
    expect(stubbed).toContain("genSubStyleComponent(['Layout', 'sider'], () => [], prepareComponentToken)");
    expect(stubbed).toContain('headerHeight: token.controlHeight * 2');
  });

  it('stubs every style module antd ships, leaving valid JavaScript', () => {
    const file = require.resolve('antd/es/table/style/index.js');
    const stubbed = stubStyleGenerators(fs.readFileSync(file, 'utf8'), parse);
    expect(stubbed).toMatch(/genStyleHooks\('Table', \(\) => \[\],/);
    expect(() => parse(stubbed, { sourceType: 'module' })).not.toThrow();
  });
});

describe("antd's prebuilt stylesheet", () => {
  it("drops the default theme's variable rules, keeps rules, at-rules and strings", () => {
    const css =
      '.css-var-_R_0_{--ant-color-primary:#1677ff;}' +
      '.css-var-_R_0_.ant-layout-sider{--ant-layout-header-height:64px;}' +
      '.ant-layout-header{height:var(--ant-layout-header-height);}' +
      '@media (max-width:575px){.ant-col-xs-1{flex:0 0 4%;}}' +
      '.ant-form [class*=" ant-form"]{content:"}";}';
    expect(dropDefaultVariables(css)).toBe(
      '.ant-layout-header{height:var(--ant-layout-header-height);}' +
        '@media (max-width:575px){.ant-col-xs-1{flex:0 0 4%;}}' +
        '.ant-form [class*=" ant-form"]{content:"}";}',
    );
  });

  it('leaves no default variables in the stylesheet antd ships', () => {
    const css = fs.readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
    const kept = dropDefaultVariables(css);
    expect(kept).not.toMatch(/\.css-var-_/);
    expect(kept).toContain('.ant-layout-header{');
    expect(kept.length).toBeGreaterThan(css.length * 0.8);
  });
});
