import { notFound } from '../../errors/app-errors';
import type { QueryRecordingAudioUrlArgs } from '../../generated/resolvers-types';
import { inOrganisation, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { findRecording } from './load-recordings';

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
};

/** A 5-minute signed link that downloads the voice message (served by src/http/files.ts). */
export async function recordingAudioUrl(
  ctx: ServiceContext,
  args: QueryRecordingAudioUrlArgs,
): Promise<string> {
  const member = await memberOf(ctx);
  const row = await inOrganisation(ctx.db, member, (tx) => findRecording(tx, member, args.id));
  if (!row.audioFileKey) throw notFound('This recording has no voice message.');
  const contentType = row.audioContentType ?? 'application/octet-stream';
  const day = row.createdAt!.toISOString().slice(0, 10);
  const fileName = `recording-${day}-${row.id!.slice(0, 8)}.${EXTENSIONS[contentType] ?? 'bin'}`;
  return ctx.fileLinks.downloadUrl(ctx.publicUrl(), { fileKey: row.audioFileKey, contentType, fileName }).url;
}
