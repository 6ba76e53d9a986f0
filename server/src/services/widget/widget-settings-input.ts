import { WIDGET_QUESTIONS_MAX } from '@hearback/input-rules';
import { z } from 'zod';
import { type Message, message } from '../../i18n/message';
import { validationMessage } from '../../i18n/validation-messages';
import { fieldLabel, UUID_PATTERN } from '../validation/fields';

/** The limit of the custom message (spec section 9 leaves it open; docs/decisions.md, "Recordings"). */
export const CUSTOM_MESSAGE_MAX = 200;
export const QUESTION_TEXT_MAX = 500;
/** The dashboard's widget and event page forms stop at the same number (@hearback/input-rules). */
export const QUESTIONS_MAX = WIDGET_QUESTIONS_MAX;
export const PALETTE_MAX = 12;
export const RECORDING_SECONDS = { min: 5, max: 300 } as const;

const RECORDING_RANGE = validationMessage(
  'The longest recording must be between {{min}} and {{max}} seconds.',
  RECORDING_SECONDS,
);

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#RGB` or `#RRGGBB`, stored lower-case so equal colours compare equal. */
const colour = (label: string | Message) =>
  z
    .string({ error: validationMessage('{{label}} must be a colour.', { label: fieldLabel(label) }) })
    .trim()
    .regex(HEX, {
      error: validationMessage('{{label}} must be a hex colour such as #2e8b57.', {
        label: fieldLabel(label),
      }),
    })
    .transform((value) => value.toLowerCase());

const palette = (label: string) =>
  z
    .array(colour(message('Each colour of {{label}}', { label: fieldLabel(label) })), {
      error: validationMessage('{{label}} must be a list of colours.', { label: fieldLabel(label) }),
    })
    .min(1, {
      error: validationMessage('{{label}} needs at least one colour.', { label: fieldLabel(label) }),
    })
    .max(PALETTE_MAX, {
      error: validationMessage('{{label}} can hold at most {{max}} colours.', {
        label: fieldLabel(label),
        max: PALETTE_MAX,
      }),
    });

const id = (label: string) =>
  z.string().regex(UUID_PATTERN, {
    error: validationMessage('{{label}} does not exist.', { label: fieldLabel(label) }),
  });

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
      error: validationMessage('The custom message must be at most {{max}} characters.', {
        max: CUSTOM_MESSAGE_MAX,
      }),
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
    .max(QUESTIONS_MAX, {
      error: validationMessage('A widget can ask at most {{max}} questions.', { max: QUESTIONS_MAX }),
    })
    .transform((ids) => [...new Set(ids.map((value) => value.toLowerCase()))])
    .optional(),
  questionGroupId: id('Question group')
    .transform((value) => value.toLowerCase())
    .nullish(),
  backgroundImageKey: z.string().max(200, { error: 'Background image does not exist.' }).nullish(),
  maxRecordingSeconds: z
    .number()
    .int()
    .min(RECORDING_SECONDS.min, { error: RECORDING_RANGE })
    .max(RECORDING_SECONDS.max, { error: RECORDING_RANGE })
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
    .max(QUESTION_TEXT_MAX, {
      error: validationMessage('The question must be at most {{max}} characters.', {
        max: QUESTION_TEXT_MAX,
      }),
    }),
});
