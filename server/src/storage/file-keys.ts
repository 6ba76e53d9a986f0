import { randomUUID } from 'node:crypto';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RECORDING_KEY = new RegExp(`^recordings/(${UUID})/(${UUID})/(${UUID})$`);
const IMAGE_KEY = new RegExp(`^images/(${UUID})/(${UUID})$`);

/**
 * A recording's key names its organisation and product, so a submission can only refer to a
 * file uploaded for the same widget, and a key can never hold a path of the client's making.
 * Given the submission's id (a UUID the visitor's browser drew), the key is that id: an upload
 * retried after a lost answer (with a new ticket, which clears the first try's file while the
 * message is not stored) writes the same file instead of leaving an orphan beside it.
 */
export const newRecordingKey = (organisationId: string, productId: string, submissionId?: string): string =>
  `recordings/${organisationId}/${productId}/${submissionId?.toLowerCase() ?? randomUUID()}`;

export function parseRecordingKey(fileKey: string): { organisationId: string; productId: string } | null {
  const match = RECORDING_KEY.exec(fileKey);
  return match ? { organisationId: match[1]!, productId: match[2]! } : null;
}

export const isRecordingKey = (fileKey: string): boolean => RECORDING_KEY.test(fileKey);

/**
 * An image uploaded from the dashboard: its organisation and a random id. Images are public once
 * used (a widget background shows on third-party sites), so the id is unguessable.
 */
export const newImageKey = (organisationId: string): string => `images/${organisationId}/${randomUUID()}`;

export function parseImageKey(fileKey: string): { organisationId: string } | null {
  const match = IMAGE_KEY.exec(fileKey);
  return match ? { organisationId: match[1]! } : null;
}

export const isImageKey = (fileKey: string): boolean => IMAGE_KEY.test(fileKey);

const EXPORT_KEY = new RegExp(`^exports/(${UUID})/(${UUID})\\.(csv|json|xlsx)$`);

/** A data export's file (services/export): its organisation, its export's id and its format. */
export const exportKey = (organisationId: string, exportId: string, extension: string): string =>
  `exports/${organisationId}/${exportId}.${extension}`;

export const isExportKey = (fileKey: string): boolean => EXPORT_KEY.test(fileKey);

/** Any key this server hands out; nothing else ever becomes a path or an object name. */
export const isFileKey = (fileKey: string): boolean =>
  isRecordingKey(fileKey) || isImageKey(fileKey) || isExportKey(fileKey);
