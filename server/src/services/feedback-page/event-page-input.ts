import { z } from 'zod';
import { EVENT_PAGE_SLUGS, type EventPageSlug } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import { validationMessage } from '../../i18n/validation-messages';
import { entityId, NAME_MAX } from '../validation/fields';
import { nameText } from '../validation/names';
import { QUESTION_TEXT_MAX, QUESTIONS_MAX } from '../widget/widget-settings-input';

export const EVENT_TITLE_MAX = NAME_MAX;

/** The slug of a route of spec section 2; anything else has no page to show it on. */
export function parseEventSlug(slug: string): EventPageSlug {
  const normalised = slug.trim().toLowerCase();
  if (!(EVENT_PAGE_SLUGS as readonly string[]).includes(normalised)) {
    throw badUserInput('There is no such event page: use techxpo1, techxpo2 or techxpo3.', 'slug');
  }
  return normalised as EventPageSlug;
}

export const eventPageInput = z.object({
  title: nameText('The title', EVENT_TITLE_MAX),
  productId: entityId('Product').transform((value) => value.toLowerCase()),
  questions: z
    .array(
      z
        .string({ error: 'Each question must be text.' })
        .trim()
        .min(1, { error: 'A question cannot be empty.' })
        .max(QUESTION_TEXT_MAX, {
          error: validationMessage('A question must be at most {{max}} characters.', {
            max: QUESTION_TEXT_MAX,
          }),
        }),
      { error: 'The questions must be a list.' },
    )
    .min(1, { error: 'An event page needs at least one question.' })
    .max(QUESTIONS_MAX, {
      error: validationMessage('An event page can ask at most {{max}} questions.', { max: QUESTIONS_MAX }),
    })
    // Answers are told apart by question: the same text twice would split them for nothing.
    .refine((texts) => new Set(texts).size === texts.length, { error: 'Each question must be different.' }),
  isActive: z.boolean({ error: 'Say whether the page is open.' }),
});

export type EventPageInput = z.output<typeof eventPageInput>;
