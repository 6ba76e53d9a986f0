/**
 * The recording formats browsers' MediaRecorder produces (and WAV), by MIME essence, each with
 * the magic bytes its files start with. A declared type is only believed once the bytes agree.
 */
type Format = 'webm' | 'ogg' | 'mp4' | 'wav';

const FORMAT_OF_TYPE: Record<string, Format> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'mp4',
  'audio/aac': 'mp4',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
};

/** `audio/webm;codecs=opus` → `audio/webm`. */
export const mimeEssence = (contentType: string): string =>
  contentType.split(';', 1)[0]!.trim().toLowerCase();

export const isAcceptedAudioType = (contentType: string): boolean =>
  mimeEssence(contentType) in FORMAT_OF_TYPE;

/** How many leading bytes `matchesMagicBytes` needs. */
export const MAGIC_BYTES_LENGTH = 12;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length &&
  [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0));

function formatOfBytes(head: Uint8Array): Format | null {
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 4, 'ftyp')) return 'mp4';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  return null;
}

export function matchesMagicBytes(contentType: string, head: Uint8Array): boolean {
  const declared = FORMAT_OF_TYPE[mimeEssence(contentType)];
  return declared !== undefined && formatOfBytes(head) === declared;
}
