import { and, eq } from 'drizzle-orm';
import { type AuditChangeRow, products } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { Product, UpdateProductInput } from '../../generated/resolvers-types';
import { adminOf, inOrganisation } from '../access';
import { auditValue, recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';
import { parseInput } from '../validation/parse-input';
import { checkOrganisationUsers, setProductUsers } from './attach-users';
import { checkCatalogChoice } from './catalog-choice';
import { loadProducts } from './load-products';
import { withUniqueName } from './product-conflict';
import { productOrder } from './product-filter';
import { updateProductSchema } from './product-input';

const PRODUCT_NOT_FOUND = 'Product not found.';

/**
 * Admins update products of their organisation. The platform and categories are checked as a
 * whole after the change, so changing the platform alone cannot leave a misfit category.
 */
export async function updateProduct(
  ctx: ServiceContext,
  id: string,
  update: UpdateProductInput,
): Promise<Product> {
  const admin = await adminOf(ctx, 'update products');
  const patch = parseInput(updateProductSchema, update, 'update');
  if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);

  return withUniqueName(patch.name, () =>
    inOrganisation(ctx.db, admin, async (tx) => {
      const where = and(eq(products.organisationId, admin.organisationId), eq(products.id, id))!;
      const [current] = await tx
        .select({
          name: products.name,
          url: products.url,
          type: products.type,
          isActive: products.isActive,
          isGambling: products.isGambling,
          platformId: products.platformId,
          categoryId: products.categoryId,
          subCategoryId: products.subCategoryId,
        })
        .from(products)
        .where(where)
        .for('update');
      if (!current) throw notFound(PRODUCT_NOT_FOUND);

      const categoryId = patch.categoryId === undefined ? current.categoryId : patch.categoryId;
      // Clearing or changing the category drops a sub-category that is not restated.
      const subCategoryId =
        patch.subCategoryId !== undefined
          ? patch.subCategoryId
          : categoryId === current.categoryId
            ? current.subCategoryId
            : null;
      const choice = { platformId: patch.platformId ?? current.platformId, categoryId, subCategoryId };
      const { gambling } = await checkCatalogChoice(tx, choice, 'update');
      const categoriesChanged = categoryId !== current.categoryId || subCategoryId !== current.subCategoryId;
      if (patch.userIds)
        await checkOrganisationUsers(tx, admin.organisationId, patch.userIds, 'update.userIds');

      await tx
        .update(products)
        .set({
          name: patch.name,
          url: patch.url,
          type: patch.type,
          isActive: patch.isActive,
          ...choice,
          isGambling: patch.isGambling ?? (categoriesChanged ? gambling : undefined),
          updatedAt: new Date(),
        })
        .where(where);
      if (patch.userIds) await setProductUsers(tx, admin.organisationId, id, patch.userIds);
      const [product] = await loadProducts(tx, where, productOrder([]));
      const after = {
        name: patch.name ?? current.name,
        url: patch.url === undefined ? current.url : patch.url,
        type: patch.type ?? current.type,
        isActive: patch.isActive ?? current.isActive,
        isGambling: product!.isGambling,
        ...choice,
      };
      const changes: AuditChangeRow[] = (Object.keys(after) as Array<keyof typeof after>)
        .filter((field) => auditValue(after[field]) !== auditValue(current[field]))
        .map((field) => ({ field, from: auditValue(current[field]), to: auditValue(after[field]) }));
      if (patch.userIds) changes.push({ field: 'users', from: null, to: patch.userIds.join(', ') });
      await recordAuditEvent(tx, admin, {
        action: 'ProductUpdated',
        targetType: 'Product',
        targetId: id,
        targetLabel: after.name,
        changes,
      });
      return product!;
    }),
  );
}
