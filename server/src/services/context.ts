import type { Auth } from 'firebase-admin/auth';
import type { Logger } from 'pino';
import type { SignedInSessions } from '../auth/sessions';
import type { Database } from '../db/database';
import type { User } from '../generated/resolvers-types';
import type { Mailer } from '../mail/mailer';
import type { FileLinks } from '../storage/file-links';
import type { FileStorage } from '../storage/storage';
import type { BotCheck } from './botcheck/bot-check';
import type { TxtRecordLookup } from './domain/txt-records';
import type { FeedbackEmailTokens } from './feedback-page/email-verification-token';
import type { SecretBox } from './integration/secret-box';
import type { Caller } from './user/caller';

/** Installation-wide settings and clients the services use. */
export interface ServiceDependencies {
  db: Database;
  logger: Logger;
  auth: Auth;
  /** Verified tokens and signed-in callers kept between requests (src/auth/sessions.ts). */
  sessions: SignedInSessions;
  mailer: Mailer;
  botCheck: BotCheck;
  /** The dashboard's public origin, for links in e-mails (no trailing slash). */
  publicUrl(): string;
  /** The operator's address for /contact messages. */
  contactEmail: string;
  /** Recordings and images (local disk or S3-compatible). */
  storage: FileStorage;
  /** Signed download links and public image URLs, served by src/http/files.ts. */
  fileLinks: FileLinks;
  /** Signed links that confirm a visitor's e-mail address (public feedback pages). */
  feedbackEmailTokens: FeedbackEmailTokens;
  /** Seals and opens the secrets stored in the database (SECRETS_ENCRYPTION_KEY). */
  secrets: SecretBox;
  /** Looks up DNS TXT records, for the proof of an organisation's domain. */
  domainTxtRecords: TxtRecordLookup;
  /** INTEGRATIONS_ALLOW_PRIVATE_NETWORKS: integrations may call loopback and private addresses. */
  integrationsAllowPrivateNetworks?: boolean;
}

/** What every service function gets: the database and the (lazily resolved) caller. */
export interface ServiceContext extends ServiceDependencies {
  /** The signed-in caller; throws UNAUTHENTICATED (HTTP 401) without a valid token. */
  caller(): Promise<Caller>;
  /** The caller's own profile as `me` shows it, read with the caller. */
  profile(): Promise<User>;
  /** Re-verifies the token against Firebase, rejecting revoked sessions; for Admin mutations. */
  confirmSession(): Promise<void>;
}
