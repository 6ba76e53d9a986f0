import { isEmailAddress } from '@hearback/input-rules';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { isRecordingKey } from '../../storage/file-keys';
import { isHttpUrl, isStorableInstant, UUID_PATTERN } from '../validation/fields';
import { isOneLine, oneLineMessage } from '../validation/names';

/** The widget's own limits (its README), checked again here since any client can post. */
export const SUBMISSION_LIMITS = {
  text: 2000,
  answer: 1000,
  answers: 50,
  name: 100,
  purpose: 200,
  email: 254,
  url: 2048,
  title: 500,
  language: 35,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** E.164 however it is written (spaces, dots, dashes, brackets, a leading 00), valid for its country. */
export function e164(value: string): string | null {
  const compact = value.replace(/[\s.\-()]/g, '').replace(/^00/, '+');
  if (!/^\+\d{6,15}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact);
  return parsed?.isValid() ? parsed.number : null;
}

const phoneNumber = (label: string) =>
  z.string({ error: `${label} must be text.` }).transform((value, ctx) => {
    const number = e164(value);
    if (!number) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be a valid international number, such as +44 20 7946 0958.`,
      });
      return z.NEVER;
    }
    return number;
  });

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const submissionSchema = z
  .object(
    {
      id: z.string({ error: 'The submission id is required.' }).regex(UUID_PATTERN, {
        error: 'The submission id must be a UUID.',
      }),
      messageType: z.enum(['LeaveMessage', 'PhoneCall', 'ProvideFeedback', 'CustomQuestion'], {
        error: 'The message type must be LeaveMessage, PhoneCall, ProvideFeedback or CustomQuestion.',
      }),
      createdAt: optional(
        z.iso
          .datetime({ offset: true, error: 'createdAt must be an ISO 8601 date and time.' })
          .refine((value) => isStorableInstant(new Date(value)), {
            error: 'createdAt must be between the years 1 and 9999.',
          }),
      ),
      text: optional(text('The message', SUBMISSION_LIMITS.text)),
      phoneNumber: optional(phoneNumber('The phone number')),
      answers: optional(
        z
          .array(
            z.object(
              {
                questionId: z
                  .string({ error: 'Each answer needs its question id.' })
                  .regex(UUID_PATTERN, { error: 'Each answer needs its question id.' }),
                text: text('An answer', SUBMISSION_LIMITS.answer),
              },
              { error: 'Each answer must have a questionId and a text.' },
            ),
            { error: 'The answers must be a list.' },
          )
          .max(SUBMISSION_LIMITS.answers, {
            error: `At most ${SUBMISSION_LIMITS.answers} answers are accepted.`,
          }),
      ),
      audio: optional(
        z.object(
          {
            fileKey: z
              .string({ error: 'The recording needs the fileKey of its upload.' })
              .refine(isRecordingKey, { error: 'The recording was never uploaded.' }),
            contentType: z.string({ error: 'The recording needs its content type.' }).max(100),
            durationMs: optional(
              z
                .number({ error: 'The recording length must be a number of milliseconds.' })
                .int({ error: 'The recording length must be a number of milliseconds.' })
                .min(0, { error: 'The recording length cannot be negative.' })
                .max(3_600_000, { error: 'The recording is longer than an hour.' }),
            ),
            size: optional(z.number({ error: 'The recording size must be a number.' }).int().min(0)),
          },
          { error: 'The recording must be an object with a fileKey.' },
        ),
      ),
      contact: optional(
        z.object(
          {
            name: optional(
              text('The name', SUBMISSION_LIMITS.name).refine(isOneLine, {
                error: oneLineMessage('The name'),
              }),
            ),
            email: optional(
              z
                .string({ error: 'The e-mail address must be text.' })
                .trim()
                .max(SUBMISSION_LIMITS.email, { error: 'The e-mail address is too long.' })
                // The widget's form checks with this same rule: what it takes is never refused.
                .refine(isEmailAddress, { error: 'The e-mail address is not valid.' })
                // Composed, so the contact it names is found however the "ö" was typed.
                .transform((value) => value.normalize('NFC')),
            ),
            phoneNumber: optional(phoneNumber('The contact phone number')),
            purpose: optional(text('The purpose', SUBMISSION_LIMITS.purpose)),
          },
          { error: 'The contact must be an object.' },
        ),
      ),
      page: optional(
        z.object(
          {
            // Shown in the dashboard as a link: only an address a browser opens as a page.
            url: optional(
              text('The page address', SUBMISSION_LIMITS.url).refine(isHttpUrl, {
                error: 'The page address must be an http:// or https:// address.',
              }),
            ),
            title: optional(text('The page title', SUBMISSION_LIMITS.title)),
            language: optional(text('The page language', SUBMISSION_LIMITS.language)),
          },
          { error: 'The page must be an object.' },
        ),
      ),
    },
    { error: 'The submission must be a JSON object.' },
  )
  .superRefine((body, ctx) => {
    const need = (present: boolean, message: string, path: string) => {
      if (!present) ctx.addIssue({ code: 'custom', message, path: [path] });
    };
    if (body.messageType === 'ProvideFeedback')
      need(Boolean(body.text), 'Write a message before sending.', 'text');
    if (body.messageType === 'PhoneCall')
      need(Boolean(body.phoneNumber), 'A phone number to call back is required.', 'phoneNumber');
    if (body.messageType === 'LeaveMessage')
      need(Boolean(body.audio), 'A voice message needs its recording.', 'audio');
    if (body.messageType === 'CustomQuestion') {
      need(
        Boolean(body.answers?.some((answer) => answer.text)),
        'Answer the question before sending.',
        'answers',
      );
    }
  });

export type SubmissionInput = z.infer<typeof submissionSchema>;

export const uploadRequestSchema = z.object(
  {
    submissionId: optional(z.string().regex(UUID_PATTERN, { error: 'The submission id must be a UUID.' })),
    contentType: z.string({ error: 'The content type of the recording is required.' }).max(100),
    size: z
      .number({ error: 'The size of the recording (in bytes) is required.' })
      .int({ error: 'The size of the recording must be a whole number of bytes.' })
      .min(1, { error: 'The recording is empty.' }),
  },
  { error: 'The upload request must be a JSON object.' },
);
