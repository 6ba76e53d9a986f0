import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { CreateProductInput, Product } from '../../generated/resolvers-types';
import { adminOf, inOrganisation } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { parseInput } from '../validation/parse-input';
import { checkOrganisationUsers, setProductUsers } from './attach-users';
import { checkCatalogChoice } from './catalog-choice';
import { loadProducts } from './load-products';
import { withUniqueName } from './product-conflict';
import { productOrder } from './product-filter';
import { createProductSchema } from './product-input';

/** Admins create products; the creator and the given users of the organisation are attached. */
export async function createProduct(ctx: ServiceContext, input: CreateProductInput): Promise<Product> {
  const admin = await adminOf(ctx, 'create products');
  const values = parseInput(createProductSchema, input, 'input');
  const categoryId = values.categoryId ?? null;
  const subCategoryId = values.subCategoryId ?? null;
  const userIds = [...new Set([admin.userId, ...(values.userIds ?? [])])];

  return withUniqueName(values.name, () =>
    inOrganisation(ctx.db, admin, async (tx) => {
      const { gambling } = await checkCatalogChoice(
        tx,
        { platformId: values.platformId, categoryId, subCategoryId },
        'input',
      );
      await checkOrganisationUsers(tx, admin.organisationId, userIds, 'input.userIds');
      const [created] = await tx
        .insert(products)
        .values({
          organisationId: admin.organisationId,
          name: values.name,
          url: values.url ?? null,
          type: values.type,
          platformId: values.platformId,
          categoryId,
          subCategoryId,
          isGambling: values.isGambling ?? gambling,
          isActive: values.isActive ?? true,
        })
        .returning({ id: products.id });
      await setProductUsers(tx, admin.organisationId, created!.id, userIds);
      await recordAuditEvent(tx, admin, {
        action: 'ProductCreated',
        targetType: 'Product',
        targetId: created!.id,
        targetLabel: values.name,
      });
      const [product] = await loadProducts(tx, eq(products.id, created!.id), productOrder([]));
      return product!;
    }),
  );
}
