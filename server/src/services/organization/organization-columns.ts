import { organisations } from '../../db/schema';

/** The columns of the GraphQL Organization type. */
export const organizationColumns = {
  id: organisations.id,
  name: organisations.name,
  website: organisations.website,
  country: organisations.country,
  type: organisations.type,
  widgetKey: organisations.widgetKey,
  widgetToken: organisations.widgetToken,
};
