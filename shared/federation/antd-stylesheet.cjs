// antd's prebuilt stylesheet (`antd/dist/antd.css`, same version as the JS), served by the shell
// for antd's zero-runtime mode: emitted as one content-hashed file and linked from the shell's
// page, so it downloads beside main.js (no CSS loading code in the entry, no flash of unstyled
// antd). Its top-level rules that only define the DEFAULT theme's CSS variables on
// `.css-var-<React id>` classes (70 rules, ~14 KB gzip) are dropped: antd writes the variables of
// our theme at run time, and those leftovers could match an element whose ConfigProvider got
// the same React id.
const crypto = require('node:crypto');
const fs = require('node:fs');

const VARIABLES_ONLY = /^(\s*\.css-var-[\w-]+(\.[\w-]+)?\s*,?)+$/;

/** The stylesheet without its default-theme variable rules (a scan of the top-level blocks). */
function dropDefaultVariables(css) {
  let out = '';
  let depth = 0;
  let start = 0;
  let selector = '';
  let quote = null;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (depth === 0) selector = css.slice(start, i);
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        if (!VARIABLES_ONLY.test(selector)) out += css.slice(start, i + 1);
        start = i + 1;
      }
    }
  }
  return out + css.slice(start);
}

/**
 * `{ file, plugin }` for the app at `load` (its own antd): `file` is what the page links
 * (the shell's index.html gets it as the template parameter `antdStylesheet`), `plugin` emits it.
 */
function antdStylesheet(load, { hashed }) {
  const css = dropDefaultVariables(fs.readFileSync(load.resolve('antd/dist/antd.css'), 'utf8'));
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
  const file = hashed ? `antd.${hash}.css` : 'antd.css';
  const plugin = {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'AntdStylesheetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(file, new sources.RawSource(css)),
        );
      });
    },
  };
  return { file, plugin };
}

module.exports = { antdStylesheet, dropDefaultVariables };
