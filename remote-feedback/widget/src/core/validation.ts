import type { TextKey } from '../i18n/en';
import type { CollectField } from './settings';

export const LIMITS = { name: 100, email: 254, phoneNumber: 20, purpose: 200, message: 2000, answer: 1000 };

export type FieldError = { key: TextKey; values?: Record<string, number> } | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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
  const base = validateRequiredText(value, LIMITS[field]);
  if (base || field !== 'email') return base;
  return EMAIL.test(value.trim()) ? null : { key: 'error.email' };
}
