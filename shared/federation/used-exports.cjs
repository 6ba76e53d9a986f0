// The named imports the whole dashboard makes from a package, read from the sources of every app
// in the workspace. Module Federation's shared tree shaking (`treeShaking.usedExports`) is given
// this union in EVERY app's build, so the shell and all remotes emit the same trimmed copy of
// antd and the icons: whichever app loads it first, it covers every other app (one singleton),
// and the runtime never has to fall back to a second, whole copy.
//
// The monorepo plays the part of MF's "server-calc" service: it sees every consumer at build time.
const fs = require('node:fs');
const path = require('node:path');

/** The folders whose sources are scanned (tests import nothing the build ships). */
const APP_FOLDERS = [
  'shared',
  'shell',
  'remote-auth',
  'remote-products',
  'remote-campaigns',
  'remote-segments',
  'remote-settings',
  'remote-feedback',
];

const SKIPPED = /(^|\/)(__tests__|test|testing|gql)(\/|$)|\.test\.tsx?$|\.d\.ts$/;

function sourceFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SKIPPED.test(path.relative(base, full))) return [];
    if (entry.isDirectory()) return sourceFiles(full, base);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * `import { A, B as C, type D } from 'pkg'` and `export { A } from 'pkg'` → A, B (value imports
 * only). A namespace or default import cannot be narrowed, so it yields `*` (share everything).
 */
const IMPORT = /\b(import|export)\s+(?!type\b)([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;

/** [exported name, local name] pairs of an import clause; `*` when it cannot be narrowed. */
function bindingsIn(clause) {
  if (/\*\s*as\s+\w+/.test(clause) || /^\s*\*\s*$/.test(clause)) return [['*', '*']];
  const bindings = [];
  const braces = clause.match(/\{([^}]*)\}/);
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside) bindings.push(['default', outside]);
  for (const part of braces ? braces[1].split(',') : []) {
    const item = part.trim();
    if (!item || /^type\s/.test(item)) continue;
    const [exported, local = exported] = item.split(/\s+as\s+/).map((name) => name.trim());
    bindings.push([exported, local]);
  }
  return bindings;
}

/**
 * Members read off an imported binding (`Typography.Title`, `const { TextArea } = Input`): rspack
 * records them as used exports of the package too, so the declared list must hold them as well,
 * every name of a chain included (`List.Item.Meta` → Item, Meta).
 */
function membersOf(local, text) {
  const members = [...text.matchAll(new RegExp(`\\b${local}((?:\\.\\w+)+)`, 'g'))].flatMap((match) =>
    match[1].split('.').filter(Boolean),
  );
  const destructured = new RegExp(`\\{([\\w\\s,:]*)\\}\\s*=\\s*${local}\\s*(?:;|$)`, 'gm');
  for (const [, list] of text.matchAll(destructured)) {
    members.push(
      ...list
        .split(',')
        .map((item) => item.split(':')[0].trim())
        .filter(Boolean),
    );
  }
  return members;
}

/** { [package]: sorted names } for the given packages, over every app of the workspace. */
function scanUsedExports({ workspaceRoot, packages }) {
  const found = Object.fromEntries(packages.map((name) => [name, new Set()]));
  for (const folder of APP_FOLDERS) {
    const srcDir = path.join(workspaceRoot, folder, 'src');
    for (const file of sourceFiles(srcDir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, , clause, source] of text.matchAll(IMPORT)) {
        if (!found[source]) continue;
        for (const [exported, local] of bindingsIn(clause)) {
          found[source].add(exported);
          if (local !== '*') for (const member of membersOf(local, text)) found[source].add(member);
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([name, set]) => [name, [...set].sort()]));
}

/** `import 'pkg/x'`: a side-effect import, which shares the module as much as a named one. */
const BARE_IMPORT = /\bimport\s*['"]([^'"]+)['"]/g;

/**
 * The subpaths of `name` (`@apollo/client/react` for `@apollo/client`) that any app imports,
 * sorted: the entry points of a package the dashboard uses, over the whole workspace.
 */
function importedSubpaths({ workspaceRoot, name }) {
  const found = new Set();
  for (const folder of APP_FOLDERS) {
    for (const file of sourceFiles(path.join(workspaceRoot, folder, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      const sources = [...text.matchAll(IMPORT)].map((match) => match[3]);
      sources.push(...[...text.matchAll(BARE_IMPORT)].map((match) => match[1]));
      for (const source of sources) if (source.startsWith(`${name}/`)) found.add(source);
    }
  }
  return [...found].sort();
}

module.exports = { APP_FOLDERS, importedSubpaths, scanUsedExports };
