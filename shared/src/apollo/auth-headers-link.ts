/**
 * Adds the headers of spec sections 6 and 7 to every request: the fixed app header and the
 * bearer token read from localStorage at request time (so a refreshed token is used at once),
 * and the language the dashboard speaks now, in which the API writes its errors and notifications
 * for a user who chose no language of their own.
 */
import { SetContextLink } from '@apollo/client/link/context';
import { APP_HEADER_NAME, APP_HEADER_VALUE, AUTH_TOKEN_KEY } from '../constants';
import { currentDashboardLanguage } from '../i18n/dashboard-i18n';

/** `Bearer <token>`, or '' when signed out: the spec sends an empty value rather than no header. */
export function authorizationValue(storage: Pick<Storage, 'getItem'>): string {
  const token = storage.getItem(AUTH_TOKEN_KEY);
  return token ? `Bearer ${token}` : '';
}

export function createAuthHeadersLink(
  storage: Pick<Storage, 'getItem'>,
  renewToken?: () => Promise<void>,
): SetContextLink {
  return new SetContextLink(async (previous) => {
    try {
      await renewToken?.();
    } catch {
      // Not renewed (offline): the stored token goes as it is, and the answer tells what follows.
    }
    return {
      headers: {
        ...(previous.headers as Record<string, string> | undefined),
        [APP_HEADER_NAME]: APP_HEADER_VALUE,
        authorization: authorizationValue(storage),
        'accept-language': currentDashboardLanguage(),
      },
    };
  });
}
