import type { ExportKindValue } from '../../db/schema';

/** A cell as written: text, a number, a boolean, or null for an empty cell. */
export type ExportValue = string | number | boolean | null;
export type ExportRow = ExportValue[];

/**
 * The columns of each kind, in file order. Names are the GraphQL field names (dots for nested
 * fields), so a file lines up with what the API answers. Structured values (answers, attributes)
 * are JSON text in CSV and XLSX cells.
 */
export const RECORDING_COLUMNS = [
  'id',
  'createdAt',
  'submittedAt',
  'messageType',
  'text',
  'transcript',
  'transcription.status',
  'transcription.engine',
  'phoneNumber',
  'answers',
  'contact.name',
  'contact.email',
  'contact.phoneNumber',
  'contact.purpose',
  'pageUrl',
  'pageTitle',
  'pageLanguage',
  'audio.durationMs',
  'sentimentScore',
  'sentimentLabel',
  'sentimentSource',
  'reviewed',
] as const;

export const CAMPAIGN_RESPONSE_COLUMNS = ['campaignId', ...RECORDING_COLUMNS] as const;

export const CONTACT_COLUMNS = [
  'id',
  'email',
  'name',
  'phoneNumber',
  'externalId',
  'source',
  'attributes',
  'createdAt',
  'updatedAt',
] as const;

export function columnsOf(kind: ExportKindValue): readonly string[] {
  if (kind === 'Contacts') return CONTACT_COLUMNS;
  if (kind === 'CampaignResponses') return CAMPAIGN_RESPONSE_COLUMNS;
  return RECORDING_COLUMNS;
}

export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

export const jsonOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
