import { describe, expect, it } from 'vitest';
import { badUserInput, unauthenticated } from '../app-errors';

describe('app errors', () => {
  it('asks for HTTP 401 on UNAUTHENTICATED', () => {
    expect(unauthenticated().extensions).toEqual({ code: 'UNAUTHENTICATED', http: { status: 401 } });
  });
  it('names the field of BAD_USER_INPUT only when known', () => {
    expect(badUserInput('Name is required.', 'input.name').extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.name',
    });
    expect(badUserInput('Nope.').extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});
