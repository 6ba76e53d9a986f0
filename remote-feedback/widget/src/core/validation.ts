import { EMAIL_ADDRESS_MAX, isEmailAddress } from '@hearback/input-rules';
import type { TextKey } from '../i18n/en';
import type { CollectField } from './settings';

// No phone number length: a phone number is E.164 (validatePhoneNumber), which bounds it.
export const LIMITS = { name: 100, email: EMAIL_ADDRESS_MAX, purpose: 200, message: 2000, answer: 1000 };

export type FieldError = { key: TextKey; values?: Record<string, number> } | null;

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** Spaces, dots, dashes and brackets are how people write numbers; E.164 has none of them. */
export function normalisePhoneNumber(input: string): string {
  const compact = input.replace(/[\s.\-()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

export function validateRequiredText(value: string, max: number): FieldError {
  const trimmed = value.trim();
  if (!trimmed) return { key: 'error.required' };
  if (trimmed.length > max) return { key: 'error.tooLong', values: { max } };
  return null;
}

export function validatePhoneNumber(value: string): FieldError {
  if (!value.trim()) return { key: 'error.required' };
  return E164.test(normalisePhoneNumber(value)) ? null : { key: 'error.phone' };
}

export function validateContactField(field: CollectField, value: string): FieldError {
  if (field === 'phoneNumber') return validatePhoneNumber(value);
  return (
    validateRequiredText(value, LIMITS[field]) ||
    // The API's own rule, so an address the form takes is never refused with the message.
    (field !== 'email' || isEmailAddress(value.trim()) ? null : { key: 'error.email' })
  );
}
