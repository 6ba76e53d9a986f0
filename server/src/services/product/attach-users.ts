import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { productUsers, users } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';

/** Fails unless every id is a user of the organisation. */
export async function checkOrganisationUsers(
  tx: Transaction,
  organisationId: string,
  userIds: string[],
  field: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.id, userIds)));
  if (found.length !== userIds.length) {
    throw badUserInput('Only users of your organisation can be attached to a product.', field);
  }
}

/** Makes the product's attached users exactly `userIds`, in one insert and one delete. */
export async function setProductUsers(
  tx: Transaction,
  organisationId: string,
  productId: string,
  userIds: string[],
): Promise<void> {
  const ofProduct = and(
    eq(productUsers.organisationId, organisationId),
    eq(productUsers.productId, productId),
  );
  await tx
    .delete(productUsers)
    .where(userIds.length > 0 ? and(ofProduct, notInArray(productUsers.userId, userIds)) : ofProduct);
  if (userIds.length === 0) return;
  await tx
    .insert(productUsers)
    .values(userIds.map((userId) => ({ organisationId, productId, userId })))
    .onConflictDoNothing();
}
