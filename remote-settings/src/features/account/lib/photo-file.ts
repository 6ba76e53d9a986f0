import { settingsText as t } from '../../../i18n/translations';

/** The image types the server signs uploads for (SVG is not one: it can carry script). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The server's largest image. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why a chosen file cannot be a photo, or null when it can: told before anything is sent, so a
 * 40 MB camera file is not uploaded only to be refused.
 */
export function photoRefusal(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return t('Only PNG, JPEG, WebP or GIF images can be uploaded.');
  if (file.size > PHOTO_MAX_BYTES) return t('The photo must be at most 5 MB.');
  return null;
}
