/** A systemd unit file's settings, by section, in order (a key may repeat). */
export type UnitFile = Map<string, Array<{ key: string; value: string }>>;

export function parseUnit(text: string): UnitFile {
  const sections: UnitFile = new Map();
  let current: Array<{ key: string; value: string }> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      current = [];
      sections.set(section[1]!, current);
      continue;
    }
    const setting = /^([A-Za-z0-9]+)=(.*)$/.exec(line);
    if (!setting || !current) throw new Error(`not a unit file line: ${raw}`);
    current.push({ key: setting[1]!, value: setting[2]!.trim() });
  }
  return sections;
}

/** The last value of a setting (systemd's rule for single-valued settings). */
export function unitSetting(unit: UnitFile, section: string, key: string): string {
  const value = unit
    .get(section)
    ?.filter((setting) => setting.key === key)
    .at(-1)?.value;
  if (value === undefined) throw new Error(`[${section}] ${key}= is not set`);
  return value;
}

const SPAN_UNITS: Record<string, number> = {
  ms: 1,
  msec: 1,
  s: 1_000,
  sec: 1_000,
  second: 1_000,
  seconds: 1_000,
  m: 60_000,
  min: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hr: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
};

/** systemd time spans (man systemd.time) in milliseconds: `20s`, `1min 30s`; a bare number is seconds. */
export function timespanMilliseconds(span: string): number {
  if (/^\d+$/.test(span)) return Number(span) * 1_000;
  const parts = [...span.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)/g)];
  if (parts.length === 0 || parts.some((part) => !(part[2]! in SPAN_UNITS))) {
    throw new Error(`not a systemd time span this test reads: ${span}`);
  }
  return parts.reduce((sum, part) => sum + Number(part[1]) * SPAN_UNITS[part[2]!]!, 0);
}
