import type { DashboardLanguage } from '@hearback/input-rules';
import { GraphQLError } from 'graphql';
import type { Message, MessageText } from './message';
import { englishText, isTranslated, renderMessage } from './render-message';

/** The template and values of the errors the services raised with values in their sentence. */
const messages = new WeakMap<Error, Message>();

export function rememberMessage<E extends Error>(error: E, message: Message): E {
  messages.set(error, message);
  return error;
}

/**
 * What an error says, as a text to translate: the Message it was raised with (graphql-js wraps
 * a thrown error as `originalError`), else its message as a fixed sentence. A Message whose
 * English is not the error's message any more (something rewrote it) is not used.
 */
export function messageOfError(error: GraphQLError): MessageText {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const remembered = messages.get(current);
    if (remembered) return englishText(remembered) === error.message ? remembered : error.message;
    current = (current as Partial<GraphQLError>).originalError;
  }
  return error.message;
}

/** Whether some language has its own words for the error (English needs no work). */
export function isTranslatable(error: GraphQLError): boolean {
  const text = messageOfError(error);
  const template = typeof text === 'string' ? text : text.template;
  return isTranslated(template);
}

/** The error in `language`: the same error when the text does not change, else a copy saying it. */
export function translateError(error: GraphQLError, language: DashboardLanguage): GraphQLError {
  const translated = renderMessage(messageOfError(error), language);
  if (translated === error.message) return error;
  return new GraphQLError(translated, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
}
