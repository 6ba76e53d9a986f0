/**
 * The texts of the page titles, in one place: the dashboard has no translation layer yet, so
 * this module is where translated texts would come from.
 */
export const A11Y_TEXTS = {
  appName: 'Hearback',
  allProducts: 'All products',
  pageNotFound: 'Page not found',
  /** Between the parts of a page title: "Recordings · Demo Bank for iOS · Hearback". */
  titleSeparator: ' · ',
} as const;
