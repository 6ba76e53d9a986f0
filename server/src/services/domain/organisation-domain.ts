import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { organisations, users } from '../../db/schema';
import type { OrganisationDomain } from '../../generated/resolvers-types';
import { inOrganisation, type Member, memberOf, requireAdmin } from '../access';
import type { ServiceContext } from '../context';
import { emailDomain } from '../organization/website-domain';

/** The TXT record's value carries this prefix, so an Admin recognises it among the domain's records. */
export const TXT_RECORD_PREFIX = 'hearback-verification=';

export const txtRecordValue = (token: string) => `${TXT_RECORD_PREFIX}${token}`;

/** A token for the TXT record: not a secret (it ends up in public DNS), only unguessable. */
export const newDomainToken = () => randomBytes(16).toString('hex');

export const DOMAIN_ACTION = 'manage the domain';

/** What the domain section needs of the organisation and of the Admin looking at it. */
export interface DomainRow {
  domain: string | null;
  token: string;
  verifiedAt: Date | null;
  verifiedBy: 'DnsTxt' | 'AdminEmail' | null;
  adminEmail: string;
  adminVerified: boolean;
}

export async function readDomainRow(tx: Transaction, admin: Member): Promise<DomainRow> {
  const [row] = await tx
    .select({
      domain: organisations.websiteDomain,
      token: organisations.domainVerificationToken,
      verifiedAt: organisations.domainVerifiedAt,
      verifiedBy: organisations.domainVerificationMethod,
      adminEmail: users.email,
      adminVerified: users.verified,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, admin.userId))
    .where(eq(organisations.id, admin.organisationId));
  if (!row) throw new Error(`The organisation ${admin.organisationId} vanished during the request.`);
  return row;
}

/** The Admin's own address proves the domain by e-mail only when it is a verified address at it. */
export const canProveByEmail = (row: DomainRow): boolean =>
  row.domain !== null && row.adminVerified && emailDomain(row.adminEmail) === row.domain;

export function domainView(row: DomainRow & { domain: string }): OrganisationDomain {
  return {
    domain: row.domain,
    status: row.verifiedAt ? 'Verified' : 'Unverified',
    verifiedAt: row.verifiedAt,
    verifiedBy: row.verifiedBy,
    txtRecordName: row.domain,
    txtRecordValue: txtRecordValue(row.token),
    confirmationEmail: canProveByEmail(row) ? row.adminEmail : null,
  };
}

/** The organisation's domain and its proof, for its Admins; null while the website has no domain of its own. */
export async function organisationDomain(ctx: ServiceContext): Promise<OrganisationDomain | null> {
  const admin = requireAdmin(await memberOf(ctx), DOMAIN_ACTION);
  const row = await inOrganisation(ctx.db, admin, (tx) => readDomainRow(tx, admin));
  return row.domain ? domainView({ ...row, domain: row.domain }) : null;
}

/**
 * The columns to write with a new website domain: a domain that changes loses its proof and gets
 * a new token (the old TXT record proves nothing about the new domain); the same domain keeps both.
 */
export function websiteDomainColumns(domain: string | null) {
  const unchanged = sql`${organisations.websiteDomain} is not distinct from ${domain}`;
  return {
    websiteDomain: domain,
    domainVerificationToken: sql`case when ${unchanged} then ${organisations.domainVerificationToken} else ${newDomainToken()} end`,
    domainVerifiedAt: sql`case when ${unchanged} then ${organisations.domainVerifiedAt} end`,
    domainVerificationMethod: sql`case when ${unchanged} then ${organisations.domainVerificationMethod} end`,
  };
}
