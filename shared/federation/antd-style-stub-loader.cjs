// Loader for antd's `es/**/style/*.js` in a build whose page serves antd's prebuilt stylesheet
// (see antd-static-styles.cjs). Each of these modules hands its style generator to
// genStyleHooks / genComponentStyleHook / genSubStyleComponent; in zero-runtime mode antd never
// calls it, yet the reference keeps every generator (and the shared mixins and motions they
// import) in the bundle. The generator is replaced by `() => []`, so the minifier drops them:
// the component-token defaults (3rd argument) stay, antd still writes the theme's CSS variables.
const GENERATORS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

function generatorRanges(node, ranges) {
  if (!node || typeof node.type !== 'string') return ranges;
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    GENERATORS.has(node.callee.name) &&
    node.arguments.length > 1
  ) {
    ranges.push([node.arguments[1].start, node.arguments[1].end]);
  }
  for (const key of Object.keys(node)) {
    if (key === 'loc') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) generatorRanges(child, ranges);
    else if (value && typeof value.type === 'string') generatorRanges(value, ranges);
  }
  return ranges;
}

/** `source` without its style generators; the same text when it registers none. */
function stubStyleGenerators(source, parse) {
  const ast = parse(source, { sourceType: 'module' });
  const ranges = generatorRanges(ast.program, []);
  // Outermost calls only (a generator never nests another call to these), right to left.
  let result = source;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    result = `${result.slice(0, start)}() => []${result.slice(end)}`;
  }
  return result;
}

module.exports = function antdStyleStubLoader(source) {
  const { parser } = this.getOptions();
  // The parser is the app's own dev dependency (build tools live with each app).
  return stubStyleGenerators(source, require(parser).parse);
};
module.exports.stubStyleGenerators = stubStyleGenerators;
