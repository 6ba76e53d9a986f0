// A vitest plugin for the dashboard packages: `import { CopyOutlined } from '@ant-design/icons'` in
// the code under test loads only that icon's module instead of the package index, which requires
// all of its ~850 icons (about a second of CPU for every test file, as each runs in a fresh worker).
//
// Each icon is required from the package's CommonJS build: the very module the index re-exports
// and the build antd itself uses under Node, so components, contexts and output stay as they were.
// Builds are not concerned: rspack tree-shakes the named imports already.

const ICON_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*['"]@ant-design\/icons['"];?[ \t]*$/gm;
const ICON_NAME = /^[A-Z][A-Za-z0-9]*(?:Outlined|Filled|TwoTone)$/;
const SPECIFIER = /^([A-Za-z0-9_$]+)(?:\s+as\s+([A-Za-z0-9_$]+))?$/;
const REQUIRE = '__iconRequire';
const HELPER = `import { createRequire as __createIconRequire } from 'node:module'; const ${REQUIRE} = __createIconRequire(import.meta.url); `;

/** The icons an import names, or null when it names anything else (a type, IconProvider…). */
function iconsOf(list) {
  const icons = [];
  for (const raw of list.split(',')) {
    const specifier = raw.trim();
    if (!specifier) continue;
    const match = SPECIFIER.exec(specifier);
    if (!match || !ICON_NAME.test(match[1])) return null;
    icons.push({ imported: match[1], local: match[2] ?? match[1] });
  }
  return icons.length > 0 ? icons : null;
}

/** The module with its icon imports rewritten, line for line; null when it has none to rewrite. */
function rewriteIconImports(code) {
  let rewritten = false;
  const output = code.replace(ICON_IMPORT, (whole, list) => {
    const icons = iconsOf(list);
    if (!icons) return whole;
    // Import declarations are hoisted: the helper can stand where the first icon import stood.
    const helper = rewritten ? '' : HELPER;
    rewritten = true;
    const declarations = icons
      .map(
        ({ imported, local }) =>
          `const ${local} = ${REQUIRE}('@ant-design/icons/lib/icons/${imported}').default;`,
      )
      .join(' ');
    return helper + declarations + '\n'.repeat(whole.split('\n').length - 1);
  });
  return rewritten ? output : null;
}

function antdIconImports() {
  return {
    name: 'hearback:antd-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file)) return null;
      if (!code.includes('@ant-design/icons')) return null;
      const rewritten = rewriteIconImports(code);
      // Lines stay where they were, so stack traces still point at the right line.
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

module.exports = { antdIconImports, rewriteIconImports };
