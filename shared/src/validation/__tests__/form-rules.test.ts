import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { FORM_RULES } from '../form-rules';
import { VALIDATION_MESSAGES } from '../validation-messages';

/** Runs a validator rule as antd does: resolves when valid, rejects with the message otherwise. */
async function messageOf(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator({} as never, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('validation texts', () => {
  it("are the interface's generic messages, as sentences with a full stop", () => {
    expect(VALIDATION_MESSAGES.required('First name')).toBe('Please enter first name.');
    expect(VALIDATION_MESSAGES.required('E-mail')).toBe('Please enter e-mail.');
    expect(VALIDATION_MESSAGES.required('URL')).toBe('Please enter URL.');
    expect(VALIDATION_MESSAGES.choose('Role')).toBe('Please select role.');
    expect(VALIDATION_MESSAGES.tooLong('Name', 120)).toBe('Name must be up to 120 characters.');
    expect(VALIDATION_MESSAGES.tooShort('Password', 8)).toBe('Password must be at least 8 characters.');
    expect(VALIDATION_MESSAGES.email('E-mail')).toBe('E-mail is not a valid e-mail address.');
    expect(VALIDATION_MESSAGES.url('Website')).toBe('Website is not a valid URL.');
  });

  it('make the form rules', () => {
    expect(FORM_RULES.required('Subject')).toEqual({
      required: true,
      whitespace: true,
      message: 'Please enter subject.',
    });
    expect(FORM_RULES.choose('Time zone')).toEqual({ required: true, message: 'Please select time zone.' });
    expect(FORM_RULES.maxLength('Message', 2000)).toEqual({
      max: 2000,
      message: 'Message must be up to 2000 characters.',
    });
    expect(FORM_RULES.minLength('Password', 8)).toEqual({
      min: 8,
      message: 'Password must be at least 8 characters.',
    });
  });
});

describe('the e-mail rule of the forms', () => {
  it("is the API's: internationalised addresses pass, malformed ones do not", async () => {
    const rule = FORM_RULES.email();
    for (const valid of ['ann@example.com', ' björn@example.org ', 'иван@пример.рф', '用户@例子.广告', '']) {
      expect(await messageOf(rule, valid), valid).toBeNull();
    }
    for (const invalid of [
      'ann',
      'ann@example',
      'ann..lee@example.com',
      'ann@-example.com',
      'a b@example.com',
    ]) {
      expect(await messageOf(rule, invalid), invalid).toBe('E-mail is not a valid e-mail address.');
    }
    expect(await messageOf(rule, `${'a'.repeat(243)}@example.com`)).toBe(
      'E-mail is not a valid e-mail address.',
    );
    expect(await messageOf(FORM_RULES.email('Address to erase'), 'nobody')).toBe(
      'Address to erase is not a valid e-mail address.',
    );
  });

  it('checks web addresses as http or https unless told otherwise', async () => {
    expect(await messageOf(FORM_RULES.url('URL'), 'https://example.com/hook')).toBeNull();
    expect(await messageOf(FORM_RULES.url('URL'), 'ftp://example.com')).toBe('URL is not a valid URL.');
    expect(await messageOf(FORM_RULES.url('URL'), '')).toBeNull();
    const website = FORM_RULES.url('Website', (value) => value.endsWith('.org'));
    expect(await messageOf(website, 'example.com')).toBe('Website is not a valid URL.');
  });
});
