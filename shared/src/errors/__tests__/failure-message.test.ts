import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../failure-message';

describe('failureMessage', () => {
  it('is the formatted error when it says something', () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'only admins may do this' }] });
    expect(failureMessage(error)).toBe('Only admins may do this.');
  });

  it('falls back to the generic sentence when the error says nothing', () => {
    expect(failureMessage(new Error(''))).toBe('Something went wrong.');
    expect(failureMessage(undefined)).toBe('Something went wrong.');
  });
});
