import type { ContactAttributeMap } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type {
  ContactAttributeInput,
  ContactInput,
  ContactUpdateInput,
} from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import {
  CONTACT_LIMITS,
  checkAttributeKey,
  checkAttributeValue,
  checkEmail,
  checkName,
  checkPhone,
  checkText,
  isCountryCode,
  isProblem,
  type Problem,
} from './contact-fields';
import type { ContactValues } from './upsert-contacts';

/** The value, or BAD_USER_INPUT naming the field at fault. */
function valid<T>(result: T | Problem, field: string): T {
  if (isProblem(result)) throw badUserInput(result.text, field);
  return result;
}

function defaultCountryOf(value: string | null | undefined, field: string): string | null {
  const country = value?.trim() ?? '';
  if (!country) return null;
  if (!isCountryCode(country)) {
    throw badUserInput('Default country must be a two-letter ISO 3166-1 code, such as GB.', field);
  }
  return country.toUpperCase();
}

/** Attributes as given: an empty value means "remove this key" (kept as '' for the caller). */
function attributesOf(
  list: readonly ContactAttributeInput[] | null | undefined,
  field: string,
): Record<string, string> {
  const given = list ?? [];
  if (given.length > CONTACT_LIMITS.attributes) {
    throw badUserInput(
      message('A contact has at most {{max}} attributes.', { max: CONTACT_LIMITS.attributes }),
      field,
    );
  }
  const attributes: Record<string, string> = {};
  given.forEach((attribute, index) => {
    const key = valid(checkAttributeKey(attribute.key), `${field}.${index}.key`);
    attributes[key] = valid(checkAttributeValue(key, attribute.value), `${field}.${index}.value`) ?? '';
  });
  return attributes;
}

const withoutEmptyValues = (attributes: Record<string, string>): ContactAttributeMap =>
  Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== ''));

/** A new contact (or one to upsert by e-mail), from the dashboard's form. */
export function parseContactInput(input: ContactInput, prefix = 'input'): ContactValues {
  const country = defaultCountryOf(input.defaultCountry, `${prefix}.defaultCountry`);
  return {
    email: valid(checkEmail(input.email), `${prefix}.email`),
    name: valid(checkName(input.name), `${prefix}.name`),
    phoneNumber: valid(checkPhone(input.phoneNumber, country), `${prefix}.phoneNumber`),
    externalId: valid(
      checkText(input.externalId, 'External id', CONTACT_LIMITS.externalId),
      `${prefix}.externalId`,
    ),
    attributes: withoutEmptyValues(attributesOf(input.attributes, `${prefix}.attributes`)),
  };
}

/** The changes of an update: only the fields given; null (or blank) clears an optional one. */
export interface ContactChanges {
  email?: string;
  name?: string | null;
  phoneNumber?: string | null;
  externalId?: string | null;
  /** Keys to set; keys mapped to '' are removed. */
  attributes?: Record<string, string>;
}

export function parseContactUpdate(update: ContactUpdateInput, prefix = 'update'): ContactChanges {
  const country = defaultCountryOf(update.defaultCountry, `${prefix}.defaultCountry`);
  const changes: ContactChanges = {};
  if (update.email !== undefined) {
    if (update.email === null) throw badUserInput('E-mail is required.', `${prefix}.email`);
    changes.email = valid(checkEmail(update.email), `${prefix}.email`);
  }
  if (update.name !== undefined) {
    changes.name = valid(checkName(update.name), `${prefix}.name`);
  }
  if (update.phoneNumber !== undefined) {
    changes.phoneNumber = valid(checkPhone(update.phoneNumber, country), `${prefix}.phoneNumber`);
  }
  if (update.externalId !== undefined) {
    changes.externalId = valid(
      checkText(update.externalId, 'External id', CONTACT_LIMITS.externalId),
      `${prefix}.externalId`,
    );
  }
  if (update.attributes != null) changes.attributes = attributesOf(update.attributes, `${prefix}.attributes`);
  return changes;
}
