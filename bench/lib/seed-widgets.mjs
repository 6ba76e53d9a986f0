// Widget keys to submit to, for the benches that load the real server (widget-submit.mjs,
// transcription.mjs).
import { randomUUID } from 'node:crypto';
import path from 'node:path';

/**
 * Organisations with one active product each, written the way the app writes tenant data, in the
 * copy of server/ at `serverDir`. Answers each widget's key, product and organisation.
 */
export async function seedWidgets(serverDir, db, count) {
  const [{ organisations, platforms, products }, { withScope }, { newWidgetCredentials }] = await Promise.all(
    [
      import(path.join(serverDir, 'src/db/schema/index.ts')),
      import(path.join(serverDir, 'src/db/scope.ts')),
      import(path.join(serverDir, 'src/services/organization/widget-credentials.ts')),
    ],
  );
  const [platform] = await db.select({ id: platforms.id }).from(platforms).limit(1);
  const widgets = [];
  for (let i = 0; i < count; i += 1) {
    const organisationId = randomUUID();
    const credentials = newWidgetCredentials();
    const productId = await withScope(db, { organisationId }, async (tx) => {
      await tx.insert(organisations).values({
        id: organisationId,
        name: `Bench ${i}`,
        ...credentials,
        trialEndsAt: new Date(Date.now() + 14 * 86_400_000),
      });
      const [product] = await tx
        .insert(products)
        .values({ organisationId, name: 'Shop', type: 'Website', platformId: platform.id })
        .returning({ id: products.id });
      return product.id;
    });
    widgets.push({ key: credentials.widgetKey, product: productId, organisationId });
  }
  return widgets;
}
