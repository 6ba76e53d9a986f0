import { z } from 'zod';
import { optionalHttpUrl } from '../validation/fields';
import { nameText } from '../validation/names';
import { canonicalTimeZone } from './time-zone';
import { isWidgetLanguage } from './widget-languages';

const timeZone = z
  .string({ error: 'Time zone must be text.' })
  .trim()
  .transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (!zone) {
      context.addIssue({
        code: 'custom',
        message: 'Time zone must be an IANA time zone, such as Europe/London.',
      });
      return z.NEVER;
    }
    return zone;
  });

const widgetLanguage = z
  .string({ error: 'Widget language must be text.' })
  .trim()
  .toLowerCase()
  .refine(isWidgetLanguage, { error: 'Widget language must be one of the languages offered, such as en.' });

/** Absent fields stay as they are; url and widgetLanguage may be cleared with null. */
export const updateGeneralSettingsSchema = z.object({
  name: nameText().optional(),
  url: optionalHttpUrl('URL'),
  timeZone: timeZone.optional(),
  widgetLanguage: widgetLanguage.nullish(),
});

export type UpdateGeneralSettingsValues = z.output<typeof updateGeneralSettingsSchema>;
