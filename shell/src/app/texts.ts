/**
 * The shell's texts for the states of the connection and the product list and for its landmarks,
 * in one place: the dashboard has no translation layer, so this module is where a translated text
 * would go.
 */
export const SHELL_TEXTS = {
  reconnecting: 'Reconnecting…',
  productsFailedTitle: 'Your products could not be loaded',
  productsFailedDetail: 'Nothing is lost: check your connection, then try again.',
  retry: 'Retry',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  /** The user menu's name starts with what the button shows, as voice control users say it. */
  userMenu: (name: string) => `${name}, user menu`,
} as const;
