import type { OrganizationType } from '../../../gql/graphql';
import type { useProductsTranslation } from '../../../i18n/translations';

type Translate = ReturnType<typeof useProductsTranslation>['t'];

/** Every OrganizationType of the schema, in the order the form offers them. */
const ORGANISATION_TYPES: readonly OrganizationType[] = ['Company', 'Agency', 'NonProfit', 'Public'];

/** The words shown for an organisation's type. */
export function organisationTypeLabel(type: OrganizationType, t: Translate): string {
  switch (type) {
    case 'Company':
      return t('Company');
    case 'Agency':
      return t('Agency');
    case 'NonProfit':
      return t('Non-profit');
    case 'Public':
      return t('Public body');
  }
}

export const organisationTypeOptions = (t: Translate) =>
  ORGANISATION_TYPES.map((value) => ({ value, label: organisationTypeLabel(value, t) }));
