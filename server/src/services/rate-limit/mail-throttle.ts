import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { apiError } from '../../errors/app-errors';
import { type Message, message } from '../../i18n/message';
import { createFixedWindowCounter, type RateBucket } from './fixed-window';
import { minutesToWait } from './minutes-to-wait';

const HOUR_MS = 3_600_000;

/**
 * How many e-mails a person can make the server send, per hour (fixed clock-hour windows). They
 * guard the mailboxes of others and the sending domain's reputation, not the server's load (the
 * per-minute GraphQL limit does that): a verification link is asked for again when the first
 * did not arrive, an invitation is sent once and resent now and then.
 */
export const MAIL_LIMITS = {
  /** Verification e-mails a user can ask for. */
  verificationPerUser: 3,
  /** Invitation e-mails (new and resent) an organisation's Admins can send together. */
  invitationsPerOrganisation: 100,
  /** Invitation e-mails an organisation can send to one address. */
  invitationsPerAddress: 3,
  /**
   * Links confirming a feedback visitor's address that one address receives, whichever
   * organisations' pages or widget keys ask: anyone holding a public widget key can ask.
   */
  feedbackConfirmationsPerAddress: 3,
  /** Such links one organisation's pages and widget send, to all addresses together. */
  feedbackConfirmationsPerOrganisation: 100,
  windowMs: HOUR_MS,
} as const;

/** The GraphQL error code of a refused request, the same as the per-minute request limit's. */
export const RATE_LIMITED = 'RATE_LIMITED';

const waitFor = (seconds: number): Message => {
  if (seconds >= 60) return minutesToWait(seconds);
  return seconds === 1
    ? message('{{count}} second', { count: seconds })
    : message('{{count}} seconds', { count: seconds });
};

const refusal = (reason: Message, retryAfterSeconds: number) =>
  apiError(message('{{reason}} Wait {{wait}} and try again.', { reason, wait: waitFor(retryAfterSeconds) }), {
    code: RATE_LIMITED,
    retryAfterSeconds,
  });

/**
 * The address enters a bucket name only hashed: the counters are not a list of who was mailed.
 * `scope` (an organisation, or a kind of mail counted across organisations) salts the hash.
 */
const addressKey = (scope: string, email: string) =>
  createHash('sha256').update(`${scope}\n${email.toLowerCase()}`).digest('base64url').slice(0, 22);

export const mailBuckets = {
  verification: (userId: string) => `mail-verification:${userId}`,
  invitationsOfOrganisation: (organisationId: string) => `mail-invitation-org:${organisationId}`,
  invitationsToAddress: (organisationId: string, email: string) =>
    `mail-invitation-to:${addressKey(organisationId, email)}`,
  feedbackConfirmationsOfOrganisation: (organisationId: string) => `mail-feedback-org:${organisationId}`,
  feedbackConfirmationsToAddress: (email: string) =>
    `mail-feedback-to:${addressKey('feedback-confirmation', email)}`,
};

export type MailThrottle = ReturnType<typeof createMailThrottle>;

/**
 * Counts an e-mail before it is sent and throws RATE_LIMITED when its hour's allowance is spent.
 * Counted before the transaction that sends it (on PGlite that transaction holds the only
 * connection), so an attempt that then fails still counts: the allowance is of attempts.
 */
export function createMailThrottle(db: Database, now: () => number = Date.now) {
  const counter = createFixedWindowCounter(db, MAIL_LIMITS.windowMs, now);

  const count = async (buckets: RateBucket[], reasonOf: (bucket: string) => Message) => {
    const decision = await counter.hit(buckets);
    if (!decision.allowed) throw refusal(reasonOf(decision.bucket), decision.retryAfterSeconds);
  };

  return {
    verificationMail: (userId: string) =>
      count([{ bucket: mailBuckets.verification(userId), limit: MAIL_LIMITS.verificationPerUser }], () =>
        message('You asked for {{count}} verification e-mails within the hour.', {
          count: MAIL_LIMITS.verificationPerUser,
        }),
      ),

    invitationMail: (organisationId: string, email: string) => {
      const organisationBucket = mailBuckets.invitationsOfOrganisation(organisationId);
      return count(
        [
          { bucket: organisationBucket, limit: MAIL_LIMITS.invitationsPerOrganisation },
          {
            bucket: mailBuckets.invitationsToAddress(organisationId, email),
            limit: MAIL_LIMITS.invitationsPerAddress,
          },
        ],
        (bucket) =>
          bucket === organisationBucket
            ? message('Your organisation sent {{count}} invitations within the hour.', {
                count: MAIL_LIMITS.invitationsPerOrganisation,
              })
            : message('{{email}} was sent {{count}} invitations within the hour.', {
                email,
                count: MAIL_LIMITS.invitationsPerAddress,
              }),
      );
    },

    /**
     * Quiet, unlike the others: resolves false instead of refusing, for the public mutations a
     * visitor (or a script holding a public widget key) calls. The caller then answers exactly as
     * if the mail went, so nothing tells an attacker that the address or organisation is spent.
     */
    feedbackConfirmationMail: async (organisationId: string, email: string): Promise<boolean> => {
      const decision = await counter.hit([
        {
          bucket: mailBuckets.feedbackConfirmationsOfOrganisation(organisationId),
          limit: MAIL_LIMITS.feedbackConfirmationsPerOrganisation,
        },
        {
          bucket: mailBuckets.feedbackConfirmationsToAddress(email),
          limit: MAIL_LIMITS.feedbackConfirmationsPerAddress,
        },
      ]);
      return decision.allowed;
    },

    close: () => counter.close(),
  };
}

const throttles = new WeakMap<Database, MailThrottle>();

/** The one throttle of a database, so its sweep of finished windows runs once an hour, not per e-mail. */
export function mailThrottleOf(db: Database): MailThrottle {
  let throttle = throttles.get(db);
  if (!throttle) {
    throttle = createMailThrottle(db);
    throttles.set(db, throttle);
  }
  return throttle;
}
