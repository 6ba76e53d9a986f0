import type { SignedIn } from '../services/user/resolve-caller';
import { BoundedCache } from './bounded-cache';
import type { VerifiedIdentity } from './identity';

export interface SignedInCallerSettings {
  /** How long a caller read from the database serves further requests; 0 reads it every time. */
  callerMs: number;
  /** Callers kept at most; the one used longest ago makes room. */
  maxCallers: number;
}

export interface SignedInCallers {
  /** The caller of a verified identity: kept, or read with `load` (shared by concurrent requests). */
  get(identity: VerifiedIdentity, load: () => Promise<SignedIn>): Promise<SignedIn>;
  /**
   * Nothing kept so far is used again. Called before and after every GraphQL mutation, since any
   * of them may change a user's row or an organisation (src/graphql/forget-callers-on-mutation.ts).
   */
  forgetAll(): void;
}

interface Entry {
  signedIn: Promise<SignedIn>;
  /** What forgetAll() had counted when the read began: a later forgetAll() retires the entry. */
  generation: number;
  /** When the read began. */
  loadedAt: number;
  /** The row says verified, or the token of the read did (which the read then wrote). */
  verified: boolean;
}

/**
 * The signed-in caller (their user row, membership and organisation, as `me` shows them) per
 * Firebase uid, for a few seconds, so that a signed-in request needs no database round trip.
 * On this server a change through the API is seen at once: every mutation retires everything
 * kept. Another server (or a change made outside the API) is seen within `callerMs`.
 *
 * A caller without an organisation is not kept: they are in the middle of signing up.
 * An entry is never used for a token that says verified when the row did not: that request
 * reads the row, which then records it. Every answer is a copy, so no request changes another's.
 */
export function createSignedInCallers(
  settings: SignedInCallerSettings,
  now: () => number = Date.now,
): SignedInCallers {
  const callers = new BoundedCache<string, Entry>(settings.maxCallers);
  let generation = 0;

  return {
    get(identity, load) {
      if (settings.callerMs <= 0) return load();
      const at = now();
      const kept = callers.get(identity.uid);
      const usable =
        kept &&
        kept.generation === generation &&
        at - kept.loadedAt < settings.callerMs &&
        (kept.verified || !identity.verified);
      if (usable) return kept.signedIn.then(copyOf);
      const entry: Entry = {
        signedIn: load(),
        generation,
        loadedAt: at,
        verified: identity.verified,
      };
      entry.signedIn.then(
        (signedIn) => {
          entry.verified ||= signedIn.caller.verified;
          // Someone without an organisation is signing up: the next step (founding, joining, an
          // invitation accepted) may go through another server, and a kept "no organisation"
          // would send them back to the start there. Such callers are read every time.
          if (!signedIn.caller.organisationId) callers.deleteIf(identity.uid, entry);
        },
        () => callers.deleteIf(identity.uid, entry),
      );
      callers.set(identity.uid, entry);
      return entry.signedIn.then(copyOf);
    },
    forgetAll() {
      generation += 1;
    },
  };
}

const copyOf = ({ caller, profile }: SignedIn): SignedIn => ({
  caller: { ...caller },
  profile: { ...profile, organization: profile.organization ? { ...profile.organization } : null },
});
