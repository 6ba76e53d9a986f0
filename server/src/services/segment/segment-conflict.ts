import { isUniqueViolation } from '../../db/pg-error';
import { conflict } from '../../errors/app-errors';

export const segmentNameTaken = (name: string) =>
  conflict(`A segment named ${name} already exists in this product.`);

/** Turns the one-name-per-product index into a CONFLICT the form can show. */
export async function withUniqueSegmentName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'segments_product_name_key')) throw segmentNameTaken(name ?? 'like this');
    throw error;
  }
}
