import { z } from 'zod';
import { badUserInput } from '../../errors/app-errors';
import type {
  CampaignScheduleInput,
  CreateCampaignInput,
  UpdateCampaignInput,
  WidgetPurpose,
} from '../../generated/resolvers-types';
import { validationMessage } from '../../i18n/validation-messages';
import { entityId, requiredText } from '../validation/fields';
import { nameText } from '../validation/names';
import { parseInput } from '../validation/parse-input';

export const MESSAGE_MAX = 2000;
export const QUESTION_MAX = 500;
export const QUESTIONS_MAX = 10;
export const KEYWORD_MAX = 60;
export const KEYWORDS_MAX = 20;

const purpose = z.enum(['LeaveMessage', 'PhoneCall', 'ProvideFeedback', 'CustomQuestion'], {
  error: 'Purpose must be LeaveMessage, PhoneCall, ProvideFeedback or CustomQuestion.',
});
const questionTexts = z.array(requiredText('A question', QUESTION_MAX)).max(QUESTIONS_MAX, {
  error: validationMessage('A campaign asks at most {{max}} questions.', { max: QUESTIONS_MAX }),
});
/** Lower-case, de-duplicated, in the order given. */
const keywords = z
  .array(requiredText('A keyword', KEYWORD_MAX))
  .max(KEYWORDS_MAX, {
    error: validationMessage('A campaign has at most {{max}} keywords.', { max: KEYWORDS_MAX }),
  })
  .transform((words) => [...new Set(words.map((word) => word.toLowerCase()))]);

const createSchema = z.object({
  name: nameText(),
  source: z.enum(['Email', 'Widget', 'Link'], { error: 'Source must be Email, Widget or Link.' }),
  segmentId: entityId('Segment').nullish(),
  purpose,
  message: requiredText('Message', MESSAGE_MAX),
  questions: questionTexts.nullish(),
  keywords: keywords.nullish(),
});

export interface CampaignValues {
  name: string;
  source: 'Email' | 'Widget' | 'Link';
  segmentId: string | null;
  purpose: WidgetPurpose;
  message: string;
  questions: string[];
  keywords: string[];
}

function checkQuestions(purposeValue: WidgetPurpose, questionCount: number, field: string): void {
  if (purposeValue === 'CustomQuestion' && questionCount === 0) {
    throw badUserInput('A campaign with custom questions asks at least one question.', field);
  }
}

export function parseCreateCampaign(input: CreateCampaignInput): CampaignValues {
  const parsed = parseInput(createSchema, input, 'input');
  if (parsed.source !== 'Link' && !parsed.segmentId) {
    throw badUserInput('Choose the segment whose contacts the campaign asks.', 'input.segmentId');
  }
  const values: CampaignValues = {
    name: parsed.name,
    source: parsed.source,
    segmentId: parsed.segmentId ?? null,
    purpose: parsed.purpose,
    message: parsed.message,
    questions: parsed.questions ?? [],
    keywords: parsed.keywords ?? [],
  };
  checkQuestions(values.purpose, values.questions.length, 'input.questions');
  return values;
}

const updateSchema = z.object({
  name: nameText().nullish(),
  segmentId: entityId('Segment').nullish(),
  purpose: purpose.nullish(),
  message: requiredText('Message', MESSAGE_MAX).nullish(),
  questions: questionTexts.nullish(),
  keywords: keywords.nullish(),
});

export type CampaignChanges = Partial<Omit<CampaignValues, 'source'>>;

export function parseUpdateCampaign(
  update: UpdateCampaignInput,
  current: { purpose: WidgetPurpose; questionCount: number },
): CampaignChanges {
  const parsed = parseInput(updateSchema, update, 'update');
  const changes: CampaignChanges = {};
  if (parsed.name != null) changes.name = parsed.name;
  if (parsed.segmentId != null) changes.segmentId = parsed.segmentId;
  if (parsed.purpose != null) changes.purpose = parsed.purpose;
  if (parsed.message != null) changes.message = parsed.message;
  if (parsed.questions != null) changes.questions = parsed.questions;
  if (parsed.keywords != null) changes.keywords = parsed.keywords;
  checkQuestions(
    changes.purpose ?? current.purpose,
    changes.questions?.length ?? current.questionCount,
    'update.questions',
  );
  return changes;
}

export interface ScheduleValues {
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  recurrence: 'None' | 'Daily' | 'Weekly';
}

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const scheduleSchema = z.object({
  startsAt: z.date({ error: 'Start is required.' }),
  endsAt: z.date().nullish(),
  timeZone: z
    .string()
    .trim()
    .max(64, { error: 'Time zone must be at most 64 characters.' })
    .refine((zone) => zone === '' || isTimeZone(zone), {
      error: 'Time zone must be an IANA time zone, such as Europe/London.',
    })
    .nullish(),
  recurrence: z
    .enum(['None', 'Daily', 'Weekly'], { error: 'Recurrence must be None, Daily or Weekly.' })
    .nullish(),
});

export function parseSchedule(input: CampaignScheduleInput): ScheduleValues {
  const parsed = parseInput(scheduleSchema, input, 'input');
  if (parsed.endsAt && parsed.endsAt.getTime() <= parsed.startsAt.getTime()) {
    throw badUserInput('The end must come after the start.', 'input.endsAt');
  }
  return {
    startsAt: parsed.startsAt,
    endsAt: parsed.endsAt ?? null,
    timeZone: parsed.timeZone || 'UTC',
    recurrence: parsed.recurrence ?? 'None',
  };
}

const ANSWER_MAX = 5000;

const responseSchema = z.object({
  text: z
    .string()
    .trim()
    .max(ANSWER_MAX, {
      error: validationMessage('Text must be at most {{max}} characters.', { max: ANSWER_MAX }),
    })
    .nullish(),
  answers: z
    .array(
      z.object({
        questionId: entityId('Question'),
        text: z
          .string()
          .trim()
          .max(ANSWER_MAX, {
            error: validationMessage('An answer must be at most {{max}} characters.', { max: ANSWER_MAX }),
          }),
      }),
    )
    .max(QUESTIONS_MAX, { error: validationMessage('At most {{max}} answers.', { max: QUESTIONS_MAX }) })
    .nullish(),
});

export interface ResponseValues {
  text: string | null;
  answers: { questionId: string; text: string }[];
}

export function parseResponse(input: unknown): ResponseValues {
  const parsed = parseInput(responseSchema, input, 'input');
  const answers = (parsed.answers ?? []).filter((answer) => answer.text !== '');
  const text = parsed.text || null;
  if (!text && answers.length === 0)
    throw badUserInput('Write a few words or answer a question.', 'input.text');
  return { text, answers };
}
