/**
 * Reads a package's sources the way a translator's tool would: every text passed to `t()` or
 * `translate()`, and every text a user would see that is not. Each package's test compares that
 * with its dictionaries, so a screen cannot ship a text German lacks or a text outside `t()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Props and object keys whose string values are read by users (antd's and the DOM's). */
const TEXT_PROPERTIES = new Set([
  'title',
  'label',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'okText',
  'cancelText',
  'tooltip',
  'extra',
  'help',
  'description',
  'subTitle',
  'emptyText',
  'content',
  'message',
  'text',
  'checkedChildren',
  'unCheckedChildren',
  'addonBefore',
  'addonAfter',
  'caption',
]);

/** Calls of antd's message/notification API and the project's toasts with a plain text. */
const TEXT_CALLS = new Set(['success', 'error', 'info', 'warning', 'loading', 'toast', 'notify']);

const LETTER = /\p{L}/u;
const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}/g;

export interface TranslationUse {
  key: string;
  plural: boolean;
  where: string;
}

export interface TranslationReport {
  /** `file:line  text` of each user-visible text that does not go through the translation layer. */
  untranslated: string[];
  /** Keys used in the sources that the dictionary lacks (with `_one`/`_other` for plurals). */
  missing: string[];
  /** Dictionary entries no source uses any more. */
  unused: string[];
  /** Entries whose `{{placeholders}}` differ from the English text's. */
  placeholderMismatches: string[];
}

export interface CheckTranslationsOptions {
  /** The package's `src` folder. */
  sourceDir: string;
  /** The English plural forms (`…_one`, `…_other`); every other English text is its own key. */
  english: Record<string, string>;
  /** The dictionary under test (German). */
  dictionary: Record<string, string>;
  /** Texts that are the same in every language (the product's name, an example address). */
  sameInEveryLanguage?: readonly string[];
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // i18n/ holds the plumbing (`translate(namespace, key)` with a variable key), never texts.
      if (['__tests__', 'testing', 'test', 'gql', 'generated', 'node_modules', 'i18n'].includes(entry.name))
        continue;
      files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return null;
}

function hasCountOption(node: ts.Expression | undefined): boolean {
  return Boolean(
    node &&
      ts.isObjectLiteralExpression(node) &&
      node.properties.some((property) => property.name && propertyName(property.name) === 'count'),
  );
}

/** The key of `t('…')`, `i18n.t('…')`, `shellText('…')` or `translate(NS, '…')`; null for other calls. */
function translationCall(
  call: ts.CallExpression,
): { key: ts.Expression | undefined; options?: ts.Expression } | null {
  const callee = call.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : null;
  if (name === 't') return { key: call.arguments[0], options: call.arguments[1] };
  // Each package's `<package>Text('…')` for code outside components; other `…Text(value)` helpers
  // (`firstText(message)`) take no literal and are no translation.
  if (name && /^[a-z]+Text$/.test(name) && literalText(call.arguments[0]) !== null) {
    return { key: call.arguments[0], options: call.arguments[1] };
  }
  if (name === 'translate') return { key: call.arguments[1], options: call.arguments[2] };
  return null;
}

/** Inside `t(…)`/`translate(…)`: its texts are keys, not untranslated texts. */
function insideTranslationCall(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isCallExpression(current) && translationCall(current)) return true;
    if (ts.isBlock(current) || ts.isSourceFile(current)) return false;
  }
  return false;
}

export function collectTranslationUses(sourceDir: string, sameInEveryLanguage: readonly string[] = []) {
  const uses: TranslationUse[] = [];
  const untranslated: string[] = [];
  const allowed = new Set(sameInEveryLanguage);

  for (const file of sourceFiles(sourceDir)) {
    // A module of texts (`texts.ts`, `messages.ts`) holds nothing but what users read.
    const textsModule = /(^|[-_.])(texts?|messages?)\.ts$/.test(path.basename(file));
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${path.relative(sourceDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const flag = (node: ts.Node, text: string) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (LETTER.test(trimmed) && !allowed.has(trimmed) && !insideTranslationCall(node)) {
        untranslated.push(`${where(node)}  ${trimmed}`);
      }
    };
    const flagExpression = (expression: ts.Expression | undefined) => {
      if (!expression) return;
      const text = literalText(expression);
      if (text !== null) flag(expression, text);
      else if (ts.isTemplateExpression(expression)) {
        flag(
          expression,
          [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' '),
        );
      } else if (ts.isConditionalExpression(expression)) {
        flagExpression(expression.whenTrue);
        flagExpression(expression.whenFalse);
      } else if (
        ts.isBinaryExpression(expression) &&
        expression.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken
      ) {
        flagExpression(expression.left);
        flagExpression(expression.right);
      } else if (ts.isParenthesizedExpression(expression)) flagExpression(expression.expression);
      else if (ts.isArrowFunction(expression) && !ts.isBlock(expression.body))
        flagExpression(expression.body);
    };

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const call = translationCall(node);
        if (call) {
          const key = literalText(call.key);
          if (key !== null) uses.push({ key, plural: hasCountOption(call.options), where: where(node) });
          else if (call.key) untranslated.push(`${where(node)}  t() needs a literal key to be checked`);
        } else {
          const callee = node.expression;
          const name = ts.isIdentifier(callee)
            ? callee.text
            : ts.isPropertyAccessExpression(callee)
              ? callee.name.text
              : '';
          const logged =
            ts.isPropertyAccessExpression(callee) && callee.expression.getText(source) === 'console';
          if (TEXT_CALLS.has(name) && !logged) flagExpression(node.arguments[0]);
        }
      } else if (ts.isJsxText(node)) {
        flag(node, node.text);
      } else if (
        ts.isJsxExpression(node) &&
        node.parent &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
      ) {
        flagExpression(node.expression);
      } else if (ts.isJsxAttribute(node)) {
        const name = propertyName(node.name);
        if (name === 'i18nKey') {
          const key = literalText(node.initializer);
          if (key !== null) uses.push({ key, plural: false, where: where(node) });
        } else if (name && TEXT_PROPERTIES.has(name) && node.initializer) {
          if (ts.isStringLiteral(node.initializer)) flag(node.initializer, node.initializer.text);
          else if (ts.isJsxExpression(node.initializer)) flagExpression(node.initializer.expression);
        }
      } else if (ts.isPropertyAssignment(node)) {
        const name = propertyName(node.name);
        if ((name && TEXT_PROPERTIES.has(name)) || textsModule) flagExpression(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { uses, untranslated };
}

function placeholders(text: string): string {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/** Compares a package's sources with its dictionaries; every list empty means complete. */
export function checkTranslations(options: CheckTranslationsOptions): TranslationReport {
  const { uses, untranslated } = collectTranslationUses(options.sourceDir, options.sameInEveryLanguage);
  const required = new Map<string, string>(); // dictionary key → the English it translates
  for (const use of uses) {
    if (use.plural) {
      for (const form of ['one', 'other']) {
        required.set(`${use.key}_${form}`, options.english[`${use.key}_${form}`] ?? use.key);
      }
    } else {
      required.set(use.key, use.key);
    }
  }
  const missing: string[] = [];
  for (const use of uses) {
    if (!use.plural) continue;
    for (const form of ['one', 'other']) {
      if (!(`${use.key}_${form}` in options.english)) missing.push(`en: ${use.key}_${form}  (${use.where})`);
    }
  }
  for (const key of required.keys()) if (!(key in options.dictionary)) missing.push(key);
  const unused = Object.keys(options.dictionary).filter((key) => !required.has(key));
  const placeholderMismatches = [...required]
    .filter(
      ([key, english]) =>
        key in options.dictionary && placeholders(english) !== placeholders(options.dictionary[key]!),
    )
    .map(([key]) => key);
  return { untranslated, missing: [...new Set(missing)], unused, placeholderMismatches };
}
