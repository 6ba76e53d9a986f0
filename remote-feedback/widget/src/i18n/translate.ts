export type Translate<Key extends string = string> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;

/**
 * A subset of ICU MessageFormat, as much as the widget's texts need: `{name}` placeholders, and
 * `{name, plural, =0 {…} one {…} other {…}}` whose variants are keyed by `=N` or by the
 * categories of `Intl.PluralRules` for the language, `#` standing for the number. Variants hold no
 * further braces.
 */
const PLURAL = /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g;
const VARIANT = /(=?\w+)\s*\{([^{}]*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Overrides win key by key, so a partial translation still shows English for what it lacks.
 * Numbers are written the language's way (`Intl.NumberFormat`: 2,000 · 2.000 · ٢٬٠٠٠), and
 * plurals follow its rules (`Intl.PluralRules`: Polish and Arabic have more forms than English).
 */
export function createTranslator<Key extends string>(
  base: Record<Key, string>,
  overrides: Partial<Record<string, string>> = {},
  locale = 'en',
): Translate<Key> {
  const texts = { ...base };
  for (const key of Object.keys(base) as Key[]) {
    const value = overrides[key];
    if (typeof value === 'string') texts[key] = value;
  }
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  return (key, values = {}) =>
    texts[key]
      .replace(PLURAL, (block, name: string, variants: string) => {
        const count = Number(values[name]);
        const forms: Record<string, string> = {};
        for (const [, selector, text] of variants.matchAll(VARIANT)) forms[selector!] = text!;
        const form = forms[`=${count}`] ?? forms[plurals.select(count)] ?? forms.other;
        return form === undefined ? block : form.replace(/#/g, `{${name}}`);
      })
      .replace(PLACEHOLDER, (placeholder, name: string) => {
        const value = values[name];
        if (value === undefined) return placeholder;
        return typeof value === 'number' ? numbers.format(value) : value;
      });
}
