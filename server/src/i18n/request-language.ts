import { type DashboardLanguage, isDashboardLanguage } from '@hearback/input-rules';
import { eq } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import { bearerToken } from '../auth/identity';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { withScope } from '../db/scope';
import { requestIdentity } from '../graphql/context';
import { looksLikeApiKey } from '../services/api-key/api-key-secret';
import { acceptedLanguage } from './accept-language';

export interface LanguageSources {
  db: Database;
  auth: Auth;
}

const chosen = new WeakMap<Request, Promise<DashboardLanguage>>();

/**
 * The language the API writes in for a request: the signed-in user's chosen dashboard language,
 * else the best match of the Accept-Language the dashboard sends, else English. Chosen once per
 * request, however many texts ask.
 */
export function requestLanguage(sources: LanguageSources, request: Request): Promise<DashboardLanguage> {
  let language = chosen.get(request);
  if (!language) {
    language = storedLanguage(sources, request).then((stored) => stored ?? headerLanguage(request));
    chosen.set(request, language);
  }
  return language;
}

/** Without asking the database (it cannot be reached): the header's language, else English. */
export const headerLanguage = (request: Request): DashboardLanguage =>
  acceptedLanguage(request.headers.get('accept-language')) ?? 'en';

async function storedLanguage(sources: LanguageSources, request: Request): Promise<DashboardLanguage | null> {
  const token = bearerToken(request.headers.get('authorization'));
  // An organisation API key acts for no user: its requests follow their Accept-Language.
  if (!token || looksLikeApiKey(token)) return null;
  try {
    const { uid } = await requestIdentity(sources.auth, request);
    const [row] = await withScope(sources.db, { firebaseUid: uid }, (tx) =>
      tx.select({ language: users.language }).from(users).where(eq(users.firebaseUid, uid)),
    );
    return isDashboardLanguage(row?.language) ? row.language : null;
  } catch {
    // A token that is not valid (the answer says so) or a database out of reach: the header
    // still tells what the reader reads.
    return null;
  }
}
