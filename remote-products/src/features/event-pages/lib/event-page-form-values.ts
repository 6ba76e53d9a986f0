import { WIDGET_QUESTIONS_MAX } from '@hearback/shared';
import type { EventPageFieldsFragment, EventPageInput } from '../../../gql/graphql';

/** The server's limits (docs/decisions.md, "Public feedback pages"). */
export const EVENT_TITLE_MAX = 120;
export const EVENT_QUESTION_MAX = 500;
/** An event page shows the widget's form: the same question limit as the API's. */
export const EVENT_QUESTIONS_MAX = WIDGET_QUESTIONS_MAX;

export interface EventPageFormValues {
  title: string;
  productId: string | undefined;
  questions: { text: string }[];
  isActive: boolean;
}

export function formValuesOf(page: EventPageFieldsFragment): EventPageFormValues {
  return {
    title: page.title,
    productId: page.product?.id,
    questions: page.questions.length > 0 ? page.questions.map(({ text }) => ({ text })) : [{ text: '' }],
    isActive: page.isActive,
  };
}

/** The page as saved: the server keeps the question of a text it already asks, so ids need not travel. */
export function inputOf(values: EventPageFormValues): EventPageInput {
  return {
    title: values.title.trim(),
    productId: values.productId ?? '',
    questions: values.questions.map((question) => question.text.trim()),
    isActive: values.isActive,
  };
}
