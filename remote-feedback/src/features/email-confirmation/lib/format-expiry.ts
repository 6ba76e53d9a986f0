/** When a mailed link stops working, in the visitor's own words for dates and times. */
export const formatExpiry = (expiresAt: string): string =>
  new Date(expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
