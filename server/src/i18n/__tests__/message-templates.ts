/**
 * Reads the server's sources the way a translator's tool would, and lists every English template
 * the API can write: the texts given to parameters typed MessageText (the error factories, a
 * user's mail's subject), named `template` (message(), validationMessage()), `label` (a field's
 * name in a validation message), `action` ("Only an Admin can …") or `singular`/`plural`
 * (countMessage()), and the `error`/`message` of zod schemas and issues. A text
 * built with `${…}` or `+` in such a place is reported: it has no template a dictionary could key.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SOURCE_DIR = path.resolve(import.meta.dirname, '../..');

/** The folders whose texts reach the dashboard's users: through GraphQL, and by e-mail. */
const SCANNED_FOLDERS = ['auth', 'errors', 'graphql', 'services', 'mail'];

/** Files whose texts are written in English only, and why. */
const ENGLISH_ONLY_FILES = new Map([
  // The public widget API answers in English; the widget shows its own texts (12 languages) by code.
  ['services/recording/submission-input.ts', 'widget API'],
  ['services/widget/visitor-identity.ts', 'widget API'],
]);

const TEXT_PARAMETER_NAMES = new Set(['template', 'label', 'action', 'singular', 'plural']);
const TEXT_TYPE = 'MessageText';

export interface TemplateReport {
  /** Every template, with where it is written (`file:line`). */
  templates: Map<string, string[]>;
  /** `file:line  why` of texts that cannot be translated as written. */
  untranslatable: string[];
}

interface SourceFile {
  relative: string;
  source: ts.SourceFile;
  /** Function, method and class (constructor) names with the indices of their text parameters. */
  textParameters: Map<string, number[]>;
  /** Top-level `const NAME = <initializer>`. */
  constants: Map<string, ts.Expression>;
  /** Local name → [resolved file, exported name], for relative imports. */
  imports: Map<string, [string, string]>;
}

const cache = new Map<string, SourceFile | null>();

function resolveModule(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function textParameterIndices(parameters: ts.NodeArray<ts.ParameterDeclaration>): number[] {
  return parameters.flatMap((parameter, index) => {
    const named = ts.isIdentifier(parameter.name) && TEXT_PARAMETER_NAMES.has(parameter.name.text);
    const typed =
      parameter.type
        ?.getText()
        .split(/\s*\|\s*/)
        .includes(TEXT_TYPE) ?? false;
    return named || typed ? [index] : [];
  });
}

function load(file: string): SourceFile | null {
  if (cache.has(file)) return cache.get(file)!;
  if (!existsSync(file)) {
    cache.set(file, null);
    return null;
  }
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const loaded: SourceFile = {
    relative: path.relative(SOURCE_DIR, file),
    source,
    textParameters: new Map(),
    constants: new Map(),
    imports: new Map(),
  };
  const declare = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    const indices = textParameterIndices(parameters);
    if (indices.length > 0) loaded.textParameters.set(name, indices);
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) declare(node.name.text, node.parameters);
    if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name)) declare(node.name.text, node.parameters);
    if (ts.isConstructorDeclaration(node) && ts.isClassDeclaration(node.parent) && node.parent.name) {
      declare(node.parent.name.text, node.parameters);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer;
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
        declare(node.name.text, value.parameters);
      const topLevel =
        ts.isVariableStatement(node.parent.parent) && ts.isSourceFile(node.parent.parent.parent);
      if (topLevel && node.parent.flags & ts.NodeFlags.Const) loaded.constants.set(node.name.text, value);
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveModule(file, node.moduleSpecifier.text);
      const named = node.importClause?.namedBindings;
      if (target && named && ts.isNamedImports(named)) {
        for (const element of named.elements) {
          loaded.imports.set(element.name.text, [target, (element.propertyName ?? element.name).text]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  cache.set(file, loaded);
  return loaded;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The text parameters of what a call or `new` names, declared in the file or imported into it. */
function textParametersOf(file: SourceFile, callee: ts.Expression): number[] {
  if (ts.isPropertyAccessExpression(callee)) return file.textParameters.get(callee.name.text) ?? [];
  if (!ts.isIdentifier(callee)) return [];
  const own = file.textParameters.get(callee.text);
  if (own) return own;
  const imported = file.imports.get(callee.text);
  if (!imported) return [];
  return load(imported[0])?.textParameters.get(imported[1]) ?? [];
}

export function collectMessageTemplates(): TemplateReport {
  const templates = new Map<string, string[]>();
  const untranslatable: string[] = [];

  const scanned = SCANNED_FOLDERS.flatMap((folder) => sourceFiles(path.join(SOURCE_DIR, folder)));
  for (const fileName of scanned) {
    const file = load(fileName)!;
    if (ENGLISH_ONLY_FILES.has(file.relative)) continue;
    const where = (node: ts.Node) =>
      `${file.relative}:${file.source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

    /** Adds the template(s) an expression stands for; `seen` stops a constant naming itself. */
    const text = (node: ts.Expression, inFile: SourceFile = file, seen = new Set<ts.Node>()): void => {
      if (seen.has(node)) return;
      seen.add(node);
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const at = inFile === file ? where(node) : inFile.relative;
        templates.set(node.text, [...(templates.get(node.text) ?? []), at]);
      } else if (ts.isTemplateExpression(node)) {
        untranslatable.push(
          `${where(node)}  \`${node.getText().slice(1, 60)}…\`: use message('… {{name}} …', { name })`,
        );
      } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        untranslatable.push(`${where(node)}  a text joined with +: use message('… {{name}} …', { name })`);
      } else if (
        ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
      ) {
        text(node.left, inFile, seen);
        text(node.right, inFile, seen);
      } else if (ts.isConditionalExpression(node)) {
        text(node.whenTrue, inFile, seen);
        text(node.whenFalse, inFile, seen);
      } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
        text(node.expression, inFile, seen);
      } else if (ts.isIdentifier(node)) {
        // A constant of this file or one imported; parameters and variables are checked where
        // their value is written.
        const constant = inFile.constants.get(node.text);
        const imported = inFile.imports.get(node.text);
        const target = imported ? load(imported[0]) : null;
        const exported = imported && target?.constants.get(imported[1]);
        if (constant) text(constant, inFile, seen);
        else if (target && exported) text(exported, target, seen);
      }
    };

    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const args = node.arguments ?? [];
        for (const index of textParametersOf(file, node.expression)) {
          const argument = args[index];
          if (argument) text(argument);
        }
        const isIssue =
          ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'addIssue';
        for (const argument of args) {
          if (!ts.isObjectLiteralExpression(argument)) continue;
          for (const property of argument.properties) {
            if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
            const key = property.name.text;
            if (key === 'error' || (isIssue && key === 'message')) text(property.initializer);
          }
        }
        if (
          file.relative.startsWith('services/') &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'createGraphQLError'
        ) {
          untranslatable.push(`${where(node)}  createGraphQLError: use apiError() so the text is translated`);
        }
      }
      // Default texts: `(label = 'Name')`, `(text: MessageText = 'Sign in to continue.')`.
      if (
        ts.isParameter(node) &&
        node.initializer &&
        textParameterIndices(ts.factory.createNodeArray([node])).length
      ) {
        text(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  return { templates, untranslatable };
}
