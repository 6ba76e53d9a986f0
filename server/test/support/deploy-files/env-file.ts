/**
 * deploy/systemd/hearback.env.example: `NAME=value` lines the service gets, `#NAME=value` lines
 * an operator may enable, each with the comment that describes it.
 */
export interface EnvExampleEntry {
  name: string;
  value: string;
  /** false for a `#NAME=value` line. */
  enabled: boolean;
  /** The comment lines nearest above, in the same paragraph (they may describe several variables). */
  comment: string;
  line: number;
}

const VARIABLE_LINE = /^(#)?([A-Z][A-Z0-9_]*)=(.*)$/;

export function parseEnvExample(text: string): EnvExampleEntry[] {
  const lines = text.split('\n');
  const entries: EnvExampleEntry[] = [];
  lines.forEach((line, index) => {
    const match = VARIABLE_LINE.exec(line);
    if (!match) return;
    const comment: string[] = [];
    for (let above = index - 1; above >= 0; above--) {
      const previous = lines[above]!;
      if (previous.trim() === '') break;
      if (VARIABLE_LINE.test(previous)) {
        if (comment.length > 0) break;
        continue;
      }
      comment.unshift(previous.replace(/^#\s?/, ''));
    }
    entries.push({
      name: match[2]!,
      value: match[3]!,
      enabled: match[1] === undefined,
      comment: comment.join('\n'),
      line: index + 1,
    });
  });
  return entries;
}
