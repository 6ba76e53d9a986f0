/**
 * The two Prometheus formats the alert rules meet: the series selectors of a PromQL expression
 * (which metrics, with which label matchers) and the text exposition the server's /metrics
 * answers. Enough PromQL to find selectors, not to evaluate anything.
 */
export interface LabelMatcher {
  label: string;
  op: '=' | '!=' | '=~' | '!~';
  value: string;
}

export interface SeriesSelector {
  metric: string;
  matchers: LabelMatcher[];
}

type Token = { kind: 'name' | 'string' | 'number' | 'punct'; text: string };

/** Keywords whose parenthesised list holds label names, not series. */
const GROUPING = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);
const OPERATOR_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'atan2', 'inf', 'nan']);
/** Aggregations may put their grouping first: `sum by (instance) (…)`. */
const AGGREGATIONS = new Set([
  'sum',
  'min',
  'max',
  'avg',
  'group',
  'stddev',
  'stdvar',
  'count',
  'count_values',
  'bottomk',
  'topk',
  'quantile',
  'limitk',
  'limit_ratio',
]);

function tokenize(expr: string): Token[] {
  const found: Token[] = [];
  const patterns: Array<[Token['kind'] | 'skip', RegExp]> = [
    ['skip', /^\s+/],
    ['skip', /^#[^\n]*/],
    ['string', /^"(?:[^"\\]|\\.)*"|^'(?:[^'\\]|\\.)*'|^`[^`]*`/],
    // Numbers and durations (5m, 1h30m, 1.5e9) before names, so `e9` or `m` is never a metric.
    ['number', /^(?:0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?(?:ms|[smhdwy])*)/i],
    ['name', /^[a-zA-Z_:][a-zA-Z0-9_:]*/],
    ['punct', /^(?:=~|!~|!=|==|<=|>=|[-+*/%^<>=(){}[\],:@])/],
  ];
  let rest = expr;
  while (rest.length > 0) {
    const hit = patterns
      .map(([kind, pattern]) => ({ kind, match: pattern.exec(rest) }))
      .find((candidate) => candidate.match);
    if (!hit?.match) throw new Error(`PromQL: cannot read "${rest.slice(0, 20)}"`);
    if (hit.kind !== 'skip') found.push({ kind: hit.kind, text: hit.match[0] });
    rest = rest.slice(hit.match[0].length);
  }
  return found;
}

/** PromQL's string literals: Go's escapes in quotes (JSON's, for what label values use), raw in backticks. */
function unquote(literal: string): string {
  if (literal.startsWith('`')) return literal.slice(1, -1);
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
}

function readMatchers(tokens: Token[], at: number): { matchers: LabelMatcher[]; next: number } {
  const matchers: LabelMatcher[] = [];
  let i = at + 1;
  while (tokens[i]?.text !== '}') {
    const [label, op, value] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (
      label?.kind !== 'name' ||
      !op ||
      !['=', '!=', '=~', '!~'].includes(op.text) ||
      value?.kind !== 'string'
    ) {
      throw new Error('PromQL: a label matcher is not label op "value"');
    }
    matchers.push({ label: label.text, op: op.text as LabelMatcher['op'], value: unquote(value.text) });
    i += 3;
    if (tokens[i]?.text === ',') i++;
  }
  return { matchers, next: i + 1 };
}

/** Every series selector of the expression, e.g. `rate(x{job="a"}[5m])` gives x with job="a". */
export function seriesSelectors(expr: string): SeriesSelector[] {
  const tokens = tokenize(expr);
  const selectors: SeriesSelector[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (token.text === '[') {
      // A range or subquery: durations only.
      while (tokens[i] && tokens[i]!.text !== ']') i++;
      i++;
    } else if (token.kind === 'name' && GROUPING.has(token.text)) {
      i++;
      if (tokens[i]?.text === '(') while (tokens[i] && tokens[i]!.text !== ')') i++;
      i++;
    } else if (
      token.kind === 'name' &&
      (OPERATOR_WORDS.has(token.text.toLowerCase()) ||
        next?.text === '(' ||
        (AGGREGATIONS.has(token.text) && (next?.text === 'by' || next?.text === 'without')))
    ) {
      i++; // an operator, or a function or aggregation called here
    } else if (token.kind === 'name') {
      if (next?.text === '{') {
        const { matchers, next: after } = readMatchers(tokens, i + 1);
        selectors.push({ metric: token.text, matchers });
        i = after;
      } else {
        selectors.push({ metric: token.text, matchers: [] });
        i++;
      }
    } else if (token.text === '{') {
      const { matchers, next: after } = readMatchers(tokens, i);
      const name = matchers.find((matcher) => matcher.label === '__name__' && matcher.op === '=');
      if (!name) throw new Error('PromQL: a selector without a metric name is not checked here');
      selectors.push({ metric: name.value, matchers: matchers.filter((matcher) => matcher !== name) });
      i = after;
    } else i++;
  }
  return selectors;
}

export interface Exposition {
  /** Metric families by name, with their TYPE. */
  families: Map<string, string>;
  /** Every sample: its series name and labels. */
  samples: Array<{ name: string; labels: Record<string, string> }>;
}

/** Prometheus' text exposition format (version 0.0.4), as prom-client writes it. */
export function parseExposition(text: string): Exposition {
  const families = new Map<string, string>();
  const samples: Exposition['samples'] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) families.set(type[1]!, type[2]!);
    if (line === '' || line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? \S+/.exec(line);
    if (!sample) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!;
    }
    samples.push({ name: sample[1]!, labels });
  }
  return { families, samples };
}

/** The series a family's samples are named: a histogram's _bucket, _count and _sum, for instance. */
export function seriesNamesOf(name: string, type: string): string[] {
  if (type === 'histogram') return [`${name}_bucket`, `${name}_count`, `${name}_sum`];
  if (type === 'summary') return [name, `${name}_count`, `${name}_sum`];
  return [name];
}
