import { describe, expect, it } from 'vitest';
import { badUserInputOf } from '../../../../test/support/errors';
import { parseInput } from '../../validation/parse-input';
import { createProductSchema, updateProductSchema } from '../product-input';

const PLATFORM = '8a7e1c52-3d4f-4b6a-9c0d-1e2f3a4b5c6d';
const USER = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';

describe('createProductSchema', () => {
  it('accepts a minimal product', () => {
    expect(
      parseInput(createProductSchema, { name: ' Shop ', type: 'Website', platformId: PLATFORM }),
    ).toMatchObject({
      name: 'Shop',
      type: 'Website',
      platformId: PLATFORM,
    });
  });

  it('de-duplicates attached users case-insensitively', () => {
    const parsed = parseInput(createProductSchema, {
      name: 'Shop',
      type: 'App',
      platformId: PLATFORM,
      userIds: [USER, USER.toUpperCase()],
    });
    expect(parsed.userIds).toEqual([USER]);
  });

  it('limits attached users to 100', () => {
    const userIds = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(
      badUserInputOf(() =>
        parseInput(createProductSchema, { name: 'S', type: 'App', platformId: PLATFORM, userIds }, 'input'),
      ),
    ).toEqual({
      message: 'At most 100 users can be attached to a product.',
      field: 'input.userIds',
    });
  });

  it('names a malformed user id', () => {
    expect(
      badUserInputOf(() =>
        parseInput(
          createProductSchema,
          { name: 'S', type: 'App', platformId: PLATFORM, userIds: ['x'] },
          'input',
        ),
      ),
    ).toEqual({ message: 'User does not exist.', field: 'input.userIds.0' });
  });
});

describe('updateProductSchema', () => {
  it('keeps absent fields absent and explicit nulls as clearing', () => {
    expect(parseInput(updateProductSchema, { url: null, categoryId: null })).toEqual({
      url: null,
      categoryId: null,
    });
    expect(parseInput(updateProductSchema, {})).toEqual({});
  });

  it.each([
    [{ name: null }, 'Name is required.', 'update.name'],
    [{ platformId: null }, 'Platform is required.', 'update.platformId'],
    [{ isActive: null }, 'Active must be true or false.', 'update.isActive'],
    [{ type: null }, 'Type must be Website, App or Game.', 'update.type'],
  ])('refuses null for %j', (update, message, field) => {
    expect(badUserInputOf(() => parseInput(updateProductSchema, update, 'update'))).toEqual({
      message,
      field,
    });
  });
});
