/**
 * Whether the widget's texts can be read on the colours an Admin picks (WCAG 2 AA: 4.5:1 for
 * text of normal size). What sits on what is the widget's stylesheet
 * (remote-feedback/widget/src/ui/styles.ts): the Admin's text colour on the panel's background
 * and inside the text boxes. The button's text is white or black, whichever reads, so the button
 * needs no warning; a text colour below 4.5:1 is replaced the same way, which the warning says.
 */
import { contrastRatio, parseColour, READABLE_CONTRAST } from '@hearback/shared';

export type WidgetSurface = 'background' | 'textBox';

export interface WidgetColours {
  background?: string | null;
  text?: string | null;
  textBox?: string | null;
  button?: string | null;
}

export interface ContrastShortfall {
  surface: WidgetSurface;
  /** The text's contrast on that surface, 1 to 21. */
  ratio: number;
}

/** A colour the pickers produce (#rgb, #rrggbb); half-typed values are not judged. */
const isHexColour = (colour: string | null | undefined): colour is string =>
  /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour?.trim() ?? '') && parseColour(colour!.trim()) !== null;

/** Each surface of the widget whose text falls short of 4.5:1, in the order the form shows them. */
export function contrastShortfalls(colours: WidgetColours): ContrastShortfall[] {
  const pairs: Array<[WidgetSurface, string | null | undefined, string | null | undefined]> = [
    ['background', colours.text, colours.background],
    ['textBox', colours.text, colours.textBox],
  ];
  return pairs.flatMap(([surface, text, background]) => {
    if (!isHexColour(text) || !isHexColour(background)) return [];
    const ratio = contrastRatio(text.trim(), background.trim());
    return ratio < READABLE_CONTRAST ? [{ surface, ratio }] : [];
  });
}

/** A ratio as the warning shows it: rounded down, so 4.47 never reads as the 4.5 it misses. */
export const shownRatio = (ratio: number): number => Math.floor(ratio * 10) / 10;
