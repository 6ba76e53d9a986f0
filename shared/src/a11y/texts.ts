/**
 * The texts of the page titles, in the dashboard's current language: read when a title is
 * written, so a switch of language renames the tab at the next title.
 */
import { sharedText } from '../i18n/shared-namespace/translations';

export const A11Y_TEXTS = {
  appName: 'Hearback',
  allProducts: () => sharedText('All products'),
  pageNotFound: () => sharedText('Page not found'),
  /** Between the parts of a page title: "Recordings · Demo Bank for iOS · Hearback". */
  titleSeparator: ' · ',
} as const;
