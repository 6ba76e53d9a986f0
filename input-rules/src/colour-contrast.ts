/**
 * WCAG 2 contrast, for colours the theme does not choose: a customer's widget colours, on the
 * public feedback pages, in the widget itself and in the widget configuration's warning. The
 * dashboard theme's own pairs are checked by shared/src/theme/__tests__/contrast.test.ts.
 */

/** A CSS colour (#rgb, #rrggbb, rgb() or rgba()) as red, green, blue (0–255) and alpha; null if it is none of these. */
export function parseColour(colour: string): [number, number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    const [r, g, b] = [0, 2, 4].map((index) => Number.parseInt(digits.slice(index, index + 2), 16));
    return [r!, g!, b!, 1];
  }
  const rgb = /^rgba?\(([\d.]+),([\d.]+),([\d.]+)(?:,([\d.]+))?\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgb) return null;
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
}

function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The contrast of a text colour (perhaps translucent) on an opaque background, 1 to 21. */
export function contrastRatio(text: string, background: string): number {
  const under = parseColour(background);
  const over = parseColour(text);
  if (!under || !over) throw new Error(`Not a colour: ${under ? text : background}`);
  const alpha = over[3];
  const painted = [0, 1, 2].map((channel) => over[channel]! * alpha + under[channel]! * (1 - alpha));
  const [lighter, darker] = [luminance(painted), luminance(under)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** White or black, whichever reads better on `background` (white when it is no colour we can read). */
export function readableTextOn(background: string): '#ffffff' | '#000000' {
  if (!parseColour(background)) return '#ffffff';
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/** WCAG 2.2 AA for body text. */
export const READABLE_CONTRAST = 4.5;

/**
 * `preferred` when it reads at 4.5:1 on `background`, else white or black: a palette an admin was
 * warned about still reaches visitors readable. Colours we cannot read are left as chosen.
 */
export function readableTextColour(preferred: string, background: string): string {
  if (!parseColour(preferred) || !parseColour(background)) return preferred;
  return contrastRatio(preferred, background) >= READABLE_CONTRAST ? preferred : readableTextOn(background);
}
