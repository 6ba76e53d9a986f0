/**
 * The image formats the dashboard may upload (widget backgrounds, photos), by MIME essence, each
 * known by its first bytes. SVG is left out on purpose: it can carry script.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The largest image accepted (a full-HD background as PNG fits). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Signed instead of one type when the client did not say which: any of IMAGE_TYPES then. */
export const ANY_IMAGE = 'image/*';

export const isAcceptedImageType = (essence: string): essence is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(essence);

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length &&
  [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0));

/** The image type the bytes are, whatever was declared; null when they are none of ours. */
export function imageTypeOfBytes(head: Uint8Array): ImageType | null {
  if (head[0] === 0x89 && ascii(head, 1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  return null;
}

/** Whether `head` is an image of the declared type (any accepted image for `image/*`). */
export function matchesImageBytes(declared: string, head: Uint8Array): boolean {
  const actual = imageTypeOfBytes(head);
  return actual !== null && (declared === ANY_IMAGE || declared === actual);
}
