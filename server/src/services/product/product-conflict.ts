import { isUniqueViolation } from '../../db/pg-error';
import { conflict } from '../../errors/app-errors';

/** Turns the one-name-per-organisation index into a CONFLICT the form can show. */
export async function withUniqueName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'products_organisation_name_key')) {
      throw conflict(`A product named ${name ?? 'like this'} already exists in your organisation.`);
    }
    throw error;
  }
}
