import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { failureMessage } from '@hearback/shared';
import type { Translate } from '../../widget/src/i18n/translate';
import { en, type PageTextKey } from './en';

/** The sentences the public GraphQL operations of these pages answer with, as the server writes them. */
const SERVER_SENTENCE_KEYS: readonly PageTextKey[] = [
  'problem.organisationNotFound',
  'problem.eventPageNotOpen',
  'problem.invitationNotFound',
  'problem.campaignClosed',
  'problem.alreadyAnswered',
  'problem.unknownQuestion',
  'problem.emptyResponse',
  'problem.feedbackNotFound',
  'problem.noEmail',
  'problem.alreadyConfirmed',
  'problem.recentlySent',
  'problem.invalidLink',
  'problem.expiredLink',
  'problem.feedbackGone',
];

const keyOfServerSentence = new Map(SERVER_SENTENCE_KEYS.map((key) => [en[key], key]));

/**
 * What went wrong, in the page's language. The server explains itself in English: an English page
 * shows its sentence as the dashboard does (spec section 8); another language shows the known
 * sentence translated, else a sentence for the kind of failure (unreachable, too many attempts),
 * rather than English in the middle of a German page.
 */
export function problemText(error: unknown, t: Translate<PageTextKey>, language: string): string {
  if (language === 'en') return failureMessage(error);
  if (!CombinedGraphQLErrors.is(error)) return t('problem.offline');
  const [first] = error.errors;
  const known = keyOfServerSentence.get(first?.message.trim() ?? '');
  if (known) return t(known);
  return first?.extensions?.code === 'RATE_LIMITED' ? t('problem.tooMany') : t('problem.unknown');
}
