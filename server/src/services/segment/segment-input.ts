import { z } from 'zod';
import { badUserInput } from '../../errors/app-errors';
import type { CreateSegmentInput, UpdateSegmentInput } from '../../generated/resolvers-types';
import { tooLongMessage } from '../validation/fields';
import { nameText } from '../validation/names';
import { parseInput } from '../validation/parse-input';
import { parseSegmentRules, type SegmentRule } from './segment-rules';

export const DESCRIPTION_MAX = 500;

export const segmentName = nameText();

const description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, { error: tooLongMessage('Description', DESCRIPTION_MAX) })
  .transform((value) => (value === '' ? null : value))
  .nullish();

const createSchema = z.object({
  name: segmentName,
  description,
  kind: z.enum(['Static', 'Dynamic'], { error: 'Kind must be Static or Dynamic.' }),
});

export interface SegmentValues {
  name: string;
  description: string | null;
  kind: 'Static' | 'Dynamic';
  rules: SegmentRule | null;
}

export function parseCreateSegment(input: CreateSegmentInput): SegmentValues {
  const { name, description: text, kind } = parseInput(createSchema, input, 'input');
  if (kind === 'Static' && input.rules != null) {
    throw badUserInput(
      'A Static segment has no rules: choose Dynamic to match contacts by rules.',
      'input.rules',
    );
  }
  const rules = kind === 'Dynamic' ? parseSegmentRules(input.rules, 'input.rules') : null;
  return { name, description: text ?? null, kind, rules };
}

const updateSchema = z.object({ name: segmentName.optional(), description });

export interface SegmentChanges {
  name?: string;
  description?: string | null;
  rules?: SegmentRule;
}

/** `kind` is the segment's own: rules are refused for a Static segment. */
export function parseUpdateSegment(update: UpdateSegmentInput, kind: 'Static' | 'Dynamic'): SegmentChanges {
  if (update.name === null) throw badUserInput('Name is required.', 'update.name');
  const parsed = parseInput(updateSchema, { name: update.name, description: update.description }, 'update');
  const changes: SegmentChanges = {};
  if (update.name !== undefined) changes.name = parsed.name;
  if (update.description !== undefined) changes.description = parsed.description ?? null;
  if (update.rules !== undefined) {
    if (kind === 'Static') {
      throw badUserInput('A Static segment has no rules: its members are added and removed.', 'update.rules');
    }
    changes.rules = parseSegmentRules(update.rules, 'update.rules');
  }
  return changes;
}
