import type { UserRole } from '../../generated/resolvers-types';

/** The signed-in user as the services see them, read from their row at the start of a request. */
export interface Caller {
  id: string;
  firebaseUid: string;
  email: string;
  organisationId: string | null;
  role: UserRole | null;
  enabled: boolean;
  verified: boolean;
  /** Set when the request carries an organisation API key instead of a user's token (services/api-key). */
  apiKeyId?: string;
}
