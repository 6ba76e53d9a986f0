import { isUniqueViolation } from '../../db/pg-error';
import { conflict } from '../../errors/app-errors';
import { message } from '../../i18n/message';

export const segmentNameTaken = (name: string | undefined) =>
  conflict(
    name === undefined
      ? 'A segment named like this already exists in this product.'
      : message('A segment named {{name}} already exists in this product.', { name }),
  );

/** Turns the one-name-per-product index into a CONFLICT the form can show. */
export async function withUniqueSegmentName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'segments_product_name_key')) throw segmentNameTaken(name);
    throw error;
  }
}
