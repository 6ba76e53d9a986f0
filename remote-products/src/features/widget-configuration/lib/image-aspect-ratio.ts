/**
 * Width over height of an image file, which the signed-URL request needs so the server can check
 * what arrives. Decoded by the browser; a file it cannot decode is not an image.
 */
export async function imageAspectRatio(file: File): Promise<number> {
  const bitmap = await createImageBitmap(file);
  try {
    if (!bitmap.height) throw new Error('The image has no height.');
    return bitmap.width / bitmap.height;
  } finally {
    bitmap.close();
  }
}
