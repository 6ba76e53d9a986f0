import { isUniqueViolation } from '../../db/pg-error';
import { conflict } from '../../errors/app-errors';
import { message } from '../../i18n/message';

/** Turns the one-name-per-organisation index into a CONFLICT the form can show. */
export async function withUniqueName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'products_organisation_name_key')) {
      throw conflict(
        name === undefined
          ? 'A product named like this already exists in your organisation.'
          : message('A product named {{name}} already exists in your organisation.', { name }),
      );
    }
    throw error;
  }
}
