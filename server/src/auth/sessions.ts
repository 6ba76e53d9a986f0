import type { Auth } from 'firebase-admin/auth';
import type { Logger } from '../logger';
import {
  createSignedInCallers,
  type SignedInCallerSettings,
  type SignedInCallers,
} from './signed-in-callers';
import { createVerifiedTokens, type VerifiedTokenSettings, type VerifiedTokens } from './verified-tokens';

/** What a server keeps of signed-in people between their requests. */
export interface SignedInSessions {
  tokens: VerifiedTokens;
  callers: SignedInCallers;
}

export type SessionCacheSettings = VerifiedTokenSettings & SignedInCallerSettings;

/**
 * A revoked session or a disabled Firebase account is refused within 30 s; a change of role or
 * membership through another server is seen within 5 s (docs/decisions.md, "The signed-in
 * request's cost"). 10,000 entries of each are a few MB.
 */
export const DEFAULT_SESSION_CACHE: SessionCacheSettings = {
  revocationCheckMs: 30_000,
  maxTokens: 10_000,
  callerMs: 5_000,
  maxCallers: 10_000,
};

export function createSignedInSessions(
  auth: Auth,
  logger: Logger,
  settings: Partial<SessionCacheSettings> = {},
): SignedInSessions {
  const chosen = { ...DEFAULT_SESSION_CACHE, ...settings };
  return {
    tokens: createVerifiedTokens(auth, chosen, logger),
    callers: createSignedInCallers(chosen),
  };
}
