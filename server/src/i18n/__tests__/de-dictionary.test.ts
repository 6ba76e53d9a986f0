import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, GENERIC_FAILURE } from '../../graphql/mask-errors';
import german from '../de.json';
import { placeholdersOf } from '../message';
import { collectMessageTemplates } from './message-templates';

/** Written by the error masking of the GraphQL layer rather than by a service. */
const MASKING_TEXTS = [GENERIC_FAILURE, DATABASE_UNAVAILABLE];

const report = collectMessageTemplates();
const used = new Set([...report.templates.keys(), ...MASKING_TEXTS]);
const dictionary: Record<string, string> = german;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

describe('the German dictionary of the API', () => {
  it('finds the texts of the services (error factories, zod messages, labels, actions, notifications)', () => {
    // A floor, so a scanner that stopped finding texts cannot pass by finding none.
    expect(used.size).toBeGreaterThan(300);
    for (const template of [
      'Only an Admin can {{action}}.',
      'create products',
      '{{label}} is required.',
      'Product',
      'The note must be at most {{max}} characters.',
      '{{email}} asked to join {{organisation}}.',
      'Sign in to continue.',
    ]) {
      expect(used).toContain(template);
    }
  });

  it('has no text built by a template literal or + where a template belongs', () => {
    expect(report.untranslatable).toEqual([]);
  });

  it('translates every template the code writes', () => {
    const missing = sorted(used).filter((template) => !Object.hasOwn(dictionary, template));
    expect(missing).toEqual([]);
  });

  it('holds no entry the code no longer writes', () => {
    const unused = sorted(Object.keys(dictionary)).filter((template) => !used.has(template));
    expect(unused).toEqual([]);
  });

  it('fills the same placeholders as the English, and no others', () => {
    const mismatches = Object.entries(dictionary)
      .filter(([english, translated]) => {
        const wanted = sorted(placeholdersOf(english));
        return JSON.stringify(sorted(placeholdersOf(translated))) !== JSON.stringify(wanted);
      })
      .map(([english, translated]) => `${english} → ${translated}`);
    expect(mismatches).toEqual([]);
  });

  it('says something in every entry', () => {
    expect(Object.entries(dictionary).filter(([, translated]) => translated.trim() === '')).toEqual([]);
  });
});
