export type Translate<Key extends string = string> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;

/**
 * Overrides win key by key, so a partial translation still shows English for what it lacks.
 * `{name}` placeholders are filled from `values`.
 */
export function createTranslator<Key extends string>(
  base: Record<Key, string>,
  overrides: Partial<Record<string, string>> = {},
): Translate<Key> {
  const texts = { ...base };
  for (const key of Object.keys(base) as Key[]) {
    const value = overrides[key];
    if (typeof value === 'string') texts[key] = value;
  }
  return (key, values) =>
    texts[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      values && name in values ? String(values[name]) : placeholder,
    );
}
