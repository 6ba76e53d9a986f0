import { createGraphQLError } from 'graphql-yoga';
import { rememberMessage } from '../i18n/error-messages';
import type { MessageText } from '../i18n/message';
import { englishText } from '../i18n/render-message';

/**
 * The expected errors of the API. Messages are human sentences (capital letter, full stop) that
 * the dashboard shows as they are; `code` lets clients react without parsing them. A sentence
 * with values is given as `message('… {{name}} …', { name })`, so the answer can say it in the
 * reader's language (src/i18n); its English is what the error says everywhere else.
 */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';

/**
 * An error with a code of its own (RATE_LIMITED, …) or more extensions (a `reason`, a wait); the
 * factories below are the common ones.
 */
export function apiError(text: MessageText, extensions: { code: string } & Record<string, unknown>) {
  const error = createGraphQLError(englishText(text), { extensions });
  return typeof text === 'string' ? error : rememberMessage(error, text);
}

const appError = (text: MessageText, code: ErrorCode, extra: Record<string, unknown> = {}) =>
  apiError(text, { code, ...extra });

// Yoga turns extensions.http into the response status and strips it from the body.
export const unauthenticated = (text: MessageText = 'Sign in to continue.') =>
  appError(text, 'UNAUTHENTICATED', { http: { status: 401 } });

export const forbidden = (text: MessageText) => appError(text, 'FORBIDDEN');

export const notFound = (text: MessageText) => appError(text, 'NOT_FOUND');

/** `field` is the input path at fault, e.g. `input.name`, for forms that mark the field. */
export const badUserInput = (text: MessageText, field?: string) =>
  appError(text, 'BAD_USER_INPUT', field ? { field } : {});

export const conflict = (text: MessageText) => appError(text, 'CONFLICT');
