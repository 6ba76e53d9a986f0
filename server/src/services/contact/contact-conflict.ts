import { isUniqueViolation } from '../../db/pg-error';
import { conflict } from '../../errors/app-errors';
import { message } from '../../i18n/message';

/** Turns the contacts' two unique keys (e-mail, external id within the product) into CONFLICTs. */
export async function withUniqueContact<T>(
  values: { email?: string | null; externalId?: string | null },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'contacts_product_email_key')) {
      throw conflict(
        values.email
          ? message('A contact with the e-mail {{email}} already exists in this product.', {
              email: values.email,
            })
          : 'A contact with the e-mail given already exists in this product.',
      );
    }
    if (isUniqueViolation(error, 'contacts_product_external_id_key')) {
      throw conflict(
        values.externalId
          ? message('Another contact of this product has the external id {{externalId}}.', {
              externalId: values.externalId,
            })
          : 'Another contact of this product has the external id given.',
      );
    }
    throw error;
  }
}
