import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { formatErrorMessage } from '../format-error-message';

const graphQLErrors = (...messages: unknown[]) =>
  new CombinedGraphQLErrors({ data: null, errors: messages.map((message) => ({ message })) as never });

describe('formatErrorMessage (spec section 8)', () => {
  it('takes the first GraphQL error message, capitalised, with a full stop', () => {
    expect(formatErrorMessage(graphQLErrors('something went wrong', 'second'))).toBe('Something went wrong.');
  });

  it('takes the first element when the GraphQL message is a list', () => {
    expect(formatErrorMessage(graphQLErrors(['failed to upload file', 'other']))).toBe(
      'Failed to upload file.',
    );
  });

  it('reads the graphQLErrors/errors shapes of plain error objects too', () => {
    expect(formatErrorMessage({ graphQLErrors: [{ message: 'failed to validate the invitation' }] })).toBe(
      'Failed to validate the invitation.',
    );
    expect(formatErrorMessage({ errors: [{ message: 'Users successfully reviewed' }] })).toBe(
      'Users successfully reviewed.',
    );
  });

  it("falls back to the error's own message", () => {
    expect(formatErrorMessage(new Error('Failed to upload file'))).toBe('Failed to upload file.');
    const server = new ServerError('Response not successful: Received status code 500', {
      response: new Response('', { status: 500 }),
      bodyText: '',
    });
    expect(formatErrorMessage(server)).toBe('Response not successful: Received status code 500.');
  });

  it('falls back to the own message when the GraphQL list is empty', () => {
    expect(formatErrorMessage({ graphQLErrors: [], message: 'something went wrong' })).toBe(
      'Something went wrong.',
    );
  });

  it('keeps an existing full stop', () => {
    expect(formatErrorMessage(new Error('Something went wrong.'))).toBe('Something went wrong.');
  });

  it('formats a bare string', () => {
    expect(formatErrorMessage('failed to validate the invitation')).toBe(
      'Failed to validate the invitation.',
    );
  });

  it('shows nothing when there is nothing to say', () => {
    expect(formatErrorMessage(new Error(''))).toBe('');
    expect(formatErrorMessage(graphQLErrors(''))).toBe('');
    expect(formatErrorMessage(undefined)).toBe('');
    expect(formatErrorMessage(null)).toBe('');
    expect(formatErrorMessage({})).toBe('');
    expect(formatErrorMessage('   ')).toBe('');
  });
});
