import { WIDGET_QUESTIONS_MAX } from '@hearback/input-rules';
import { z } from 'zod';
import { UUID_PATTERN } from '../validation/fields';

/** The limit of the custom message (spec section 9 leaves it open; docs/decisions.md, "Recordings"). */
export const CUSTOM_MESSAGE_MAX = 200;
export const QUESTION_TEXT_MAX = 500;
/** The dashboard's widget and event page forms stop at the same number (@hearback/input-rules). */
export const QUESTIONS_MAX = WIDGET_QUESTIONS_MAX;
export const PALETTE_MAX = 12;
export const RECORDING_SECONDS = { min: 5, max: 300 } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#RGB` or `#RRGGBB`, stored lower-case so equal colours compare equal. */
const colour = (label: string) =>
  z
    .string({ error: `${label} must be a colour.` })
    .trim()
    .regex(HEX, { error: `${label} must be a hex colour such as #2e8b57.` })
    .transform((value) => value.toLowerCase());

const palette = (label: string) =>
  z
    .array(colour(`Each colour of ${label}`), { error: `${label} must be a list of colours.` })
    .min(1, { error: `${label} needs at least one colour.` })
    .max(PALETTE_MAX, { error: `${label} can hold at most ${PALETTE_MAX} colours.` });

const id = (label: string) => z.string().regex(UUID_PATTERN, { error: `${label} does not exist.` });

/**
 * A partial update: an absent field keeps its saved value; null clears the fields that may be
 * empty (customMessage, backgroundImageKey, questionGroupId) and is refused elsewhere.
 */
export const widgetSettingsPatch = z.object({
  backgroundColors: palette('Background colours').optional(),
  textColors: palette('Text colours').optional(),
  buttonColors: palette('Button colours').optional(),
  background: colour('Background').optional(),
  text: colour('Text colour').optional(),
  textBox: colour('Text box colour').optional(),
  button: colour('Button colour').optional(),
  messageType: z.enum(['LeaveMessage', 'PhoneCall', 'ProvideFeedback', 'CustomQuestion']).optional(),
  customMessage: z
    .string()
    .trim()
    .max(CUSTOM_MESSAGE_MAX, {
      error: `The custom message must be at most ${CUSTOM_MESSAGE_MAX} characters.`,
    })
    .transform((value) => (value === '' ? null : value))
    .nullish(),
  collectType: z.enum(['Form', 'Logged', 'Anonymous']).optional(),
  // A set: repeats are dropped and the order is the form's, whatever order was sent.
  collectFields: z
    .array(z.enum(['name', 'email', 'phoneNumber', 'purpose']))
    .transform((fields) =>
      (['name', 'email', 'phoneNumber', 'purpose'] as const).filter((field) => fields.includes(field)),
    )
    .optional(),
  position: z.enum(['BottomRight', 'BottomRightNext', 'BottomLeft', 'BottomLeftNext']).optional(),
  questions: z
    .array(id('Question'))
    .max(QUESTIONS_MAX, { error: `A widget can ask at most ${QUESTIONS_MAX} questions.` })
    .transform((ids) => [...new Set(ids.map((value) => value.toLowerCase()))])
    .optional(),
  questionGroupId: id('Question group')
    .transform((value) => value.toLowerCase())
    .nullish(),
  backgroundImageKey: z.string().max(200, { error: 'Background image does not exist.' }).nullish(),
  maxRecordingSeconds: z
    .number()
    .int()
    .min(RECORDING_SECONDS.min, {
      error: `The longest recording must be between ${RECORDING_SECONDS.min} and ${RECORDING_SECONDS.max} seconds.`,
    })
    .max(RECORDING_SECONDS.max, {
      error: `The longest recording must be between ${RECORDING_SECONDS.min} and ${RECORDING_SECONDS.max} seconds.`,
    })
    .optional(),
});

export type WidgetSettingsPatch = z.output<typeof widgetSettingsPatch>;

export const createQuestionSchema = z.object({
  questionGroupId: id('Question group').transform((value) => value.toLowerCase()),
  readonly: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  text: z
    .string({ error: 'The question is required.' })
    .trim()
    .min(1, { error: 'The question is required.' })
    .max(QUESTION_TEXT_MAX, { error: `The question must be at most ${QUESTION_TEXT_MAX} characters.` }),
});
