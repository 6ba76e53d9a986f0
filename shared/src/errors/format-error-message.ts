/**
 * Spec section 8: the first GraphQL error message (the string, or the first element when a
 * server sends a list of validation messages), else the error's own message; first letter
 * capitalised, a full stop appended when missing; '' when there is nothing to say.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

type MessageValue = string | readonly unknown[] | undefined | null;

/** Marks "this error carries GraphQL errors", whose own message is only Apollo's summary of them. */
const NO_GRAPHQL_ERRORS = Symbol('no GraphQL errors');

function firstText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return firstText(message[0]);
  return '';
}

/** GraphQL errors reach us as Apollo 4's CombinedGraphQLErrors, or as a plain `{ errors }`/`{ graphQLErrors }` shape. */
function firstGraphQLMessage(error: unknown): MessageValue | typeof NO_GRAPHQL_ERRORS {
  const list: unknown = CombinedGraphQLErrors.is(error)
    ? error.errors
    : typeof error === 'object' && error !== null
      ? ((error as { graphQLErrors?: unknown }).graphQLErrors ?? (error as { errors?: unknown }).errors)
      : undefined;
  if (!Array.isArray(list) || list.length === 0) return NO_GRAPHQL_ERRORS;
  const first: unknown = list[0];
  return typeof first === 'object' && first !== null
    ? (first as { message?: MessageValue }).message
    : undefined;
}

function ownMessage(error: unknown): unknown {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) return (error as { message?: unknown }).message;
  return undefined;
}

export function formatErrorMessage(error: unknown): string {
  const graphQLMessage = firstGraphQLMessage(error);
  const text = (
    graphQLMessage === NO_GRAPHQL_ERRORS ? firstText(ownMessage(error)) : firstText(graphQLMessage)
  ).trim();
  if (!text) return '';
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return capitalised.endsWith('.') ? capitalised : `${capitalised}.`;
}
