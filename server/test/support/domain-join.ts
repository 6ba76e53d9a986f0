import { eq } from 'drizzle-orm';
import { organisations } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { type Actor, signUp } from './actors';
import { ok } from './graphql';
import type { Harness } from './harness';

/**
 * Records that an organisation proved its website's domain, for suites about what follows (the
 * review, notifications, the audit log). The proofs themselves are tested in domain-proof.test.ts;
 * this writes their outcome as the app role inside the tenant, as they do.
 */
export async function markDomainProven(h: Harness, organisationId: string): Promise<void> {
  await withScope(h.server.database.db, { organisationId }, (tx) =>
    tx
      .update(organisations)
      .set({ domainVerifiedAt: new Date(), domainVerificationMethod: 'DnsTxt' })
      .where(eq(organisations.id, organisationId)),
  );
}

export const REQUEST_DOMAIN_JOIN =
  'mutation ($id: ID!) { requestDomainJoin(organizationId: $id) { id enabled role organization { id } } }';

/** The user's consent: they ask to join an organisation that proved their e-mail domain. */
export async function askToJoin(actor: Actor, organisationId: string): Promise<void> {
  ok(await actor.ask(REQUEST_DOMAIN_JOIN, { id: organisationId }));
}

/** A new verified user at the address who asks to join the organisation. */
export async function signUpAndAskToJoin(h: Harness, email: string, organisationId: string): Promise<Actor> {
  const actor = await signUp(h, { email });
  await askToJoin(actor, organisationId);
  return actor;
}
