import { apiError, conflict, notFound } from '../../errors/app-errors';
import type { OrganisationDomain } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { adminOf, inOrganisation } from '../access';
import type { ServiceContext } from '../context';
import { markDomainVerified } from './mark-domain-verified';
import { DOMAIN_ACTION, domainView, readDomainRow, txtRecordValue } from './organisation-domain';

export const NO_DOMAIN = 'Your organisation has no website domain to prove yet. Add its website first.';

/** The code of a DNS lookup that got no usable answer, so the dashboard can tell it from a missing record. */
export const DNS_UNAVAILABLE = 'DNS_UNAVAILABLE';

/**
 * The DNS proof: the domain's TXT records are looked up now, and the domain is verified when
 * one of them is exactly `hearback-verification=<token>`. The lookup runs outside any
 * transaction, so a slow name server holds no database connection.
 */
export async function checkOrganisationDomain(ctx: ServiceContext): Promise<OrganisationDomain> {
  const admin = await adminOf(ctx, DOMAIN_ACTION);
  const row = await inOrganisation(ctx.db, admin, (tx) => readDomainRow(tx, admin));
  const { domain } = row;
  if (!domain) throw conflict(NO_DOMAIN);
  if (row.verifiedAt) return domainView({ ...row, domain });

  const expected = txtRecordValue(row.token);
  const answer = await ctx.domainTxtRecords(domain);
  if (answer.status === 'unavailable') {
    ctx.logger.warn({ domain, reason: answer.reason }, 'The TXT lookup of a domain got no answer');
    throw apiError(
      message('The name servers of {{domain}} did not answer ({{reason}}). Check again in a few minutes.', {
        domain,
        reason: answer.reason,
      }),
      { code: DNS_UNAVAILABLE },
    );
  }
  // Character strings of one record are joined; the value must match exactly, as it was shown.
  if (answer.status === 'none' || !answer.records.some((record) => record.trim() === expected)) {
    throw notFound(
      message(
        'No TXT record {{record}} was found on {{domain}}. New DNS records can take a few hours to show: check again later.',
        { record: expected, domain },
      ),
    );
  }
  return inOrganisation(ctx.db, admin, async (tx) => {
    await markDomainVerified(tx, admin, { domain, token: row.token }, 'DnsTxt');
    return domainView({ ...(await readDomainRow(tx, admin)), domain });
  });
}
