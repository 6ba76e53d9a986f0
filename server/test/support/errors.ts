import { GraphQLError } from 'graphql';
import { expect } from 'vitest';

/** Runs `work`, which must throw an expected API error, and returns its code and message. */
export function apiErrorOf(work: () => unknown): { code: unknown; message: string; field?: unknown } {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const { extensions, message } = error as GraphQLError;
    return { code: extensions.code, message, field: extensions.field };
  }
  throw new Error('Expected an error to be thrown.');
}

/** The message and field of a BAD_USER_INPUT error `work` must throw. */
export function badUserInputOf(work: () => unknown): { message: string; field: unknown } {
  const { code, message, field } = apiErrorOf(work);
  expect(code).toBe('BAD_USER_INPUT');
  return { message, field };
}
