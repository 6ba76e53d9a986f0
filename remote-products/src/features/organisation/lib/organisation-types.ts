import type { OrganizationType } from '../../../gql/graphql';

/** Every OrganizationType of the schema, with the words shown for it. */
export const ORGANISATION_TYPE_LABELS: Record<OrganizationType, string> = {
  Company: 'Company',
  Agency: 'Agency',
  NonProfit: 'Non-profit',
  Public: 'Public body',
};

export const ORGANISATION_TYPE_OPTIONS = (Object.keys(ORGANISATION_TYPE_LABELS) as OrganizationType[]).map(
  (value) => ({ value, label: ORGANISATION_TYPE_LABELS[value] }),
);
