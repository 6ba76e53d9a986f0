/** Enough of nginx's configuration language to read deploy/nginx/hearback.conf's settings. */
export interface NginxDirective {
  name: string;
  args: string[];
  block?: NginxDirective[];
}

function tokens(text: string): string[] {
  const found: string[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) at++;
    else if (char === '#') {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
    } else if (char === '{' || char === '}' || char === ';') {
      found.push(char);
      at++;
    } else if (char === '"' || char === "'") {
      let value = '';
      at++;
      while (at < text.length && text[at] !== char) {
        if (text[at] === '\\') at++;
        value += text[at];
        at++;
      }
      if (at >= text.length) throw new Error('nginx configuration: a quoted string is not closed');
      at++;
      found.push(value);
    } else {
      const word = /^[^\s{};"']+/.exec(text.slice(at))![0];
      found.push(word);
      at += word.length;
    }
  }
  return found;
}

export function parseNginx(text: string): NginxDirective[] {
  const root: NginxDirective[] = [];
  const open: NginxDirective[][] = [root];
  let words: string[] = [];
  for (const token of tokens(text)) {
    const current = open.at(-1)!;
    if (token === ';' || token === '{') {
      const [name, ...args] = words;
      if (!name) throw new Error(`nginx configuration: "${token}" without a directive`);
      const directive: NginxDirective = { name, args };
      current.push(directive);
      if (token === '{') {
        directive.block = [];
        open.push(directive.block);
      }
      words = [];
    } else if (token === '}') {
      if (words.length > 0 || open.length === 1) throw new Error('nginx configuration: unexpected "}"');
      open.pop();
    } else words.push(token);
  }
  if (open.length !== 1 || words.length > 0) throw new Error('nginx configuration: a block is not closed');
  return root;
}

export const directivesNamed = (scope: NginxDirective[], name: string): NginxDirective[] =>
  scope.filter((directive) => directive.name === name);

/**
 * The location nginx picks for a URI: an exact (`=`) match, else the longest prefix. Regular
 * expression locations are refused rather than guessed at: extend this when the file has one.
 */
export function locationFor(server: NginxDirective, uri: string): NginxDirective | undefined {
  const locations = directivesNamed(server.block ?? [], 'location');
  let longest: { location: NginxDirective; length: number } | undefined;
  for (const location of locations) {
    const [first, second] = location.args;
    if (first === '~' || first === '~*') {
      throw new Error(
        `nginx location ${location.args.join(' ')}: regular expressions are not evaluated here`,
      );
    }
    if (first === '=') {
      if (second === uri) return location;
      continue;
    }
    const prefix = first === '^~' ? second! : first!;
    if (uri.startsWith(prefix) && prefix.length > (longest?.length ?? -1)) {
      longest = { location, length: prefix.length };
    }
  }
  return longest?.location;
}

/** A directive's arguments as nginx applies them: the innermost scope that sets it wins. */
export function effective(name: string, scopes: NginxDirective[][]): string[] | undefined {
  for (const scope of scopes) {
    const [found] = directivesNamed(scope, name);
    if (found) return found.args;
  }
  return undefined;
}

const SIZE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** nginx sizes: bytes, or k/m/g for binary kilo-, mega- and gigabytes. */
export function nginxBytes(size: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  return Number(match[1]) * SIZE_UNITS[match[2]!.toLowerCase()]!;
}

const TIME_UNITS: Record<string, number> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

/** nginx times in milliseconds: `60s`, `15m`, `1h30m`; a bare number is seconds. */
export function nginxMilliseconds(time: string): number {
  if (/^\d+$/.test(time)) return Number(time) * 1_000;
  const parts = [...time.matchAll(/(\d+)(ms|s|m|h|d|w)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== time) {
    throw new Error(`not an nginx time: ${time}`);
  }
  return parts.reduce((sum, part) => sum + Number(part[1]) * TIME_UNITS[part[2]!]!, 0);
}
