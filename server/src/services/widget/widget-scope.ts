import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { organisations, products } from '../../db/schema';
import { withScope } from '../../db/scope';
import { isUuid } from '../validation/fields';
import { unknownWidget, WidgetApiError } from './widget-errors';

export interface Widget {
  organisationId: string;
  productId: string;
}

/** Keys made by newWidgetCredentials are 22 base64url characters; older or imported ones may differ. */
const WIDGET_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export const isWidgetKey = (key: string | null): key is string => key !== null && WIDGET_KEY.test(key);

/**
 * Known key → organisation pairs, per database. A widget key never changes hands (rotation
 * changes the token, not the key), so a remembered pair can only be stale when the organisation
 * is gone, and then its products are gone too and the product check answers 404.
 */
const KNOWN_KEYS_MAX = 10_000;
const KNOWN_KEY_TTL_MS = 5 * 60_000;
const knownKeys = new WeakMap<Database, Map<string, { organisationId: string; until: number }>>();

export async function organisationOfKey(db: Database, key: string): Promise<string | null> {
  let known = knownKeys.get(db);
  if (!known) {
    known = new Map();
    knownKeys.set(db, known);
  }
  const hit = known.get(key);
  if (hit && hit.until > Date.now()) return hit.organisationId;
  // The key alone makes its organisation visible (`app.widget_key`, SELECT only).
  const [organisation] = await withScope(db, {}, async (tx) => {
    await tx.execute(sql`select set_config('app.widget_key', ${key}, true)`);
    return tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.widgetKey, key));
  });
  if (!organisation) return null;
  if (known.size >= KNOWN_KEYS_MAX) known.delete(known.keys().next().value!);
  known.set(key, { organisationId: organisation.id, until: Date.now() + KNOWN_KEY_TTL_MS });
  return organisation.id;
}

/**
 * Runs `work` in one transaction as the organisation that owns the widget key and the product,
 * so the product check and every read and write of `work` are bound by row-level security.
 */
export async function inWidget<T>(
  db: Database,
  key: string | null,
  productId: string | null,
  work: (tx: Transaction, widget: Widget) => Promise<T>,
): Promise<T> {
  if (!isWidgetKey(key) || !productId || !isUuid(productId)) throw unknownWidget();
  const organisationId = await organisationOfKey(db, key);
  if (!organisationId) throw unknownWidget();
  return withScope(db, { organisationId }, async (tx) => {
    const [product] = await tx
      .select({ isActive: products.isActive })
      .from(products)
      .where(and(eq(products.organisationId, organisationId), eq(products.id, productId)));
    if (!product) throw unknownWidget();
    if (!product.isActive) {
      throw new WidgetApiError(403, 'INACTIVE_PRODUCT', 'This product does not take feedback at the moment.');
    }
    return work(tx, { organisationId, productId: productId.toLowerCase() });
  });
}
