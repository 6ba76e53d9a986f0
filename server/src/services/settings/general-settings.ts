import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { productSettings, products } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { GeneralSettings, UpdateGeneralSettingsInput } from '../../generated/resolvers-types';
import { adminOf, inOrganisation, type Member, memberOf } from '../access';
import { auditValue, recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { withUniqueName } from '../product/product-conflict';
import { visibleProducts } from '../product/product-filter';
import { isUuid } from '../validation/fields';
import { parseInput } from '../validation/parse-input';
import { updateGeneralSettingsSchema } from './general-settings-input';

/** A product's zone until an Admin sets one. */
export const DEFAULT_TIME_ZONE = 'UTC';

const PRODUCT_NOT_FOUND = 'Product not found.';

const AUDITED_FIELDS = ['name', 'url', 'timeZone', 'widgetLanguage'] as const;

async function readGeneralSettings(
  tx: Transaction,
  member: Member,
  productId: string,
): Promise<GeneralSettings> {
  const [row] = await tx
    .select({
      productId: products.id,
      name: products.name,
      url: products.url,
      timeZone: productSettings.timeZone,
      widgetLanguage: productSettings.widgetLanguage,
    })
    .from(products)
    .leftJoin(
      productSettings,
      and(
        eq(productSettings.organisationId, products.organisationId),
        eq(productSettings.productId, products.id),
      ),
    )
    .where(and(eq(products.id, productId), visibleProducts(member)));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return { ...row, timeZone: row.timeZone ?? DEFAULT_TIME_ZONE, widgetLanguage: row.widgetLanguage ?? null };
}

/** Any member who may open the product (Admins: all of the organisation's; Members: attached ones). */
export async function getGeneralSettings(ctx: ServiceContext, productId: string): Promise<GeneralSettings> {
  const member = await memberOf(ctx);
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  return inOrganisation(ctx.db, member, (tx) => readGeneralSettings(tx, member, productId.toLowerCase()));
}

/** Admins only; the product row and its settings change in one transaction. */
export async function updateGeneralSettings(
  ctx: ServiceContext,
  productId: string,
  update: UpdateGeneralSettingsInput,
): Promise<GeneralSettings> {
  const admin = await adminOf(ctx, 'change the general settings');
  const patch = parseInput(updateGeneralSettingsSchema, update, 'update');
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const id = productId.toLowerCase();

  return withUniqueName(patch.name, () =>
    inOrganisation(ctx.db, admin, async (tx) => {
      const where = and(eq(products.organisationId, admin.organisationId), eq(products.id, id))!;
      const [product] = await tx.select({ id: products.id }).from(products).where(where).for('update');
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const before = await readGeneralSettings(tx, admin, id);
      const now = new Date();
      if (patch.name !== undefined || patch.url !== undefined) {
        await tx.update(products).set({ name: patch.name, url: patch.url, updatedAt: now }).where(where);
      }
      if (patch.timeZone !== undefined || patch.widgetLanguage !== undefined) {
        await tx
          .insert(productSettings)
          .values({
            organisationId: admin.organisationId,
            productId: id,
            timeZone: patch.timeZone ?? DEFAULT_TIME_ZONE,
            widgetLanguage: patch.widgetLanguage ?? null,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [productSettings.organisationId, productSettings.productId],
            set: { timeZone: patch.timeZone, widgetLanguage: patch.widgetLanguage, updatedAt: now },
          });
      }
      const after = await readGeneralSettings(tx, admin, id);
      const changes = AUDITED_FIELDS.filter(
        (field) => auditValue(before[field]) !== auditValue(after[field]),
      ).map((field) => ({ field, from: auditValue(before[field]), to: auditValue(after[field]) }));
      if (changes.length > 0) {
        await recordAuditEvent(tx, admin, {
          action: 'ProductUpdated',
          targetType: 'Product',
          targetId: id,
          targetLabel: after.name,
          changes,
        });
      }
      return after;
    }),
  );
}
