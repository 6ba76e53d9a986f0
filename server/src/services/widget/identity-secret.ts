import { randomBytes } from 'node:crypto';
import { widgetIdentitySecrets } from '../../db/schema';
import type { WidgetIdentitySecret } from '../../generated/resolvers-types';
import { adminOf, inOrganisation, memberOf, requireAdmin } from '../access';
import type { ServiceContext } from '../context';
import { identitySecretOf } from './visitor-identity';

/** 256 random bits, URL-safe: a host site keeps it in its server's configuration. */
const newIdentitySecret = (): string => randomBytes(32).toString('base64url');

/** Admins only: the secret a host site signs visitors' e-mail addresses with (null: none yet). */
export async function widgetIdentitySecret(ctx: ServiceContext): Promise<WidgetIdentitySecret> {
  const admin = requireAdmin(await memberOf(ctx), 'see the widget identity secret');
  const secret = await inOrganisation(ctx.db, admin, (tx) => identitySecretOf(tx, admin.organisationId));
  return { secret };
}

/**
 * Admins only: a new secret (the first one, or in place of the old). Signatures made with the old
 * secret stop counting at once: those visitors are anonymous until the host signs with the new one.
 */
export async function rotateWidgetIdentitySecret(ctx: ServiceContext): Promise<WidgetIdentitySecret> {
  const admin = await adminOf(ctx, 'change the widget identity secret');
  const secret = newIdentitySecret();
  await inOrganisation(ctx.db, admin, (tx) =>
    tx
      .insert(widgetIdentitySecrets)
      .values({ organisationId: admin.organisationId, secret })
      .onConflictDoUpdate({
        target: widgetIdentitySecrets.organisationId,
        set: { secret, createdAt: new Date() },
      }),
  );
  return { secret };
}
