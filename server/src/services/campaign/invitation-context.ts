import { and, eq, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import {
  campaignInvitations,
  campaigns,
  contacts,
  organisations,
  productSettings,
  products,
} from '../../db/schema';

const invitationColumns = {
  id: campaignInvitations.id,
  contactId: campaignInvitations.contactId,
  /** The secret half of the personal link. */
  secret: campaignInvitations.token,
  sentAt: campaignInvitations.sentAt,
  respondedAt: campaignInvitations.respondedAt,
  unsubscribedAt: campaignInvitations.unsubscribedAt,
  campaign: {
    id: campaigns.id,
    name: campaigns.name,
    productId: campaigns.productId,
    purpose: campaigns.purpose,
    message: campaigns.message,
    questionIds: campaigns.questionIds,
    keywords: campaigns.keywords,
    status: campaigns.status,
  },
  contactName: contacts.name,
  contactEmail: contacts.email,
  productName: products.name,
  /** The product's default widget language, which its invitations are written in; null: none. */
  productLanguage: productSettings.widgetLanguage,
  organisationName: organisations.name,
};

/**
 * One invitation of the organisation with what its mail and its personal page show: the
 * campaign, the contact, the product and the organisation. `which` picks it (by id, by secret).
 */
export async function findInvitationInContext(tx: Transaction, organisationId: string, which: SQL) {
  const [row] = await tx
    .select(invitationColumns)
    .from(campaignInvitations)
    .innerJoin(
      campaigns,
      and(
        eq(campaigns.organisationId, campaignInvitations.organisationId),
        eq(campaigns.id, campaignInvitations.campaignId),
      ),
    )
    .innerJoin(
      contacts,
      and(
        eq(contacts.organisationId, campaignInvitations.organisationId),
        eq(contacts.id, campaignInvitations.contactId),
      ),
    )
    .innerJoin(
      products,
      and(eq(products.organisationId, campaigns.organisationId), eq(products.id, campaigns.productId)),
    )
    .leftJoin(
      productSettings,
      and(
        eq(productSettings.organisationId, products.organisationId),
        eq(productSettings.productId, products.id),
      ),
    )
    .innerJoin(organisations, eq(organisations.id, campaignInvitations.organisationId))
    .where(and(eq(campaignInvitations.organisationId, organisationId), which));
  return row ?? null;
}
