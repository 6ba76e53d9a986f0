import type { OrganizationType } from '../../../gql/graphql';
import { normaliseWebsite } from './website';

export interface OrganisationValues {
  name: string;
  website?: string | null;
  country?: string | null;
  type: OrganizationType;
}

/** What a new organisation is unless the user says otherwise. */
export const DEFAULT_ORGANISATION_TYPE: OrganizationType = 'Company';

/**
 * Form values as the API takes them: trimmed name, website with its scheme, and an emptied
 * optional field as null (so an edit can clear it).
 */
export function toOrganisationInput(values: OrganisationValues) {
  return {
    name: values.name.trim(),
    website: normaliseWebsite(values.website),
    country: values.country || null,
    type: values.type,
  };
}
