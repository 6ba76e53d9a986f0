import { isUniqueViolation } from '../../db/pg-error';
import { conflict } from '../../errors/app-errors';

/** Turns the contacts' two unique keys (e-mail, external id within the product) into CONFLICTs. */
export async function withUniqueContact<T>(
  values: { email?: string | null; externalId?: string | null },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'contacts_product_email_key')) {
      throw conflict(`A contact with the e-mail ${values.email ?? 'given'} already exists in this product.`);
    }
    if (isUniqueViolation(error, 'contacts_product_external_id_key')) {
      throw conflict(`Another contact of this product has the external id ${values.externalId ?? 'given'}.`);
    }
    throw error;
  }
}
