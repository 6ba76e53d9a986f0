import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { botCheckSolutions } from '../../db/schema';
import { withScope } from '../../db/scope';
import { badUserInput } from '../../errors/app-errors';
import type { BotChallenge } from '../../generated/resolvers-types';
import type { Logger } from '../../logger';

/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); Google suggests 0.5 as the cut. */
export const RECAPTCHA_MIN_SCORE = 0.5;
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/**
 * The search space of the proof of work: a browser's workers get through it in about a second at
 * worst, a bot farm pays that per submission. (Single-threaded Node needs ~80 µs per attempt.)
 */
export const ALTCHA_MAX_NUMBER = 50_000;
export const ALTCHA_TTL_MS = 10 * 60_000;

/** The action names the dashboard's forms use, one per protected mutation. */
export type BotCheckAction = 'sign_up' | 'contact';

export interface BotCheck {
  challenge(): Promise<BotChallenge>;
  /** Throws BAD_USER_INPUT (field botCheck) unless the token proves a person sent the form. */
  verify(token: string, action: BotCheckAction): Promise<void>;
}

export interface BotCheckConfig {
  db: Database;
  logger: Logger;
  recaptchaSecret?: string;
  recaptchaSiteKey?: string;
  recaptchaVerifyUrl?: string;
  altchaHmacKey?: string;
  /** Overrides ALTCHA_MAX_NUMBER (tests solve smaller, still real, challenges). */
  altchaMaxNumber?: number;
}

const FAILED = 'The bot check failed. Please try again.';
const refuse = () => badUserInput(FAILED, 'botCheck');

export function createBotCheck(config: BotCheckConfig): BotCheck {
  if (config.recaptchaSecret && config.recaptchaSiteKey) {
    return recaptcha(
      config.recaptchaSecret,
      config.recaptchaSiteKey,
      config.recaptchaVerifyUrl,
      config.logger,
    );
  }
  return altcha(
    config.db,
    config.altchaHmacKey ?? randomBytes(32).toString('hex'),
    config.altchaMaxNumber ?? ALTCHA_MAX_NUMBER,
  );
}

function recaptcha(
  secret: string,
  siteKey: string,
  verifyUrl = RECAPTCHA_VERIFY_URL,
  logger: Logger,
): BotCheck {
  return {
    challenge: async () => ({ provider: 'recaptcha', siteKey, altcha: null }),
    async verify(token, action) {
      if (!token || token.length > 4096) throw refuse();
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA siteverify answered HTTP ${response.status}.`);
      const result = (await response.json()) as {
        success?: boolean;
        action?: string;
        score?: number;
        'error-codes'?: string[];
      };
      if (!result.success || result.action !== action || (result.score ?? 0) < RECAPTCHA_MIN_SCORE) {
        logger.info(
          { action, got: result.action, score: result.score, errors: result['error-codes'] },
          'Bot check refused',
        );
        throw refuse();
      }
    },
  };
}

function altcha(db: Database, hmacKey: string, maxNumber: number): BotCheck {
  return {
    async challenge() {
      const challenge = await createChallenge({
        hmacKey,
        maxNumber,
        expires: new Date(Date.now() + ALTCHA_TTL_MS),
      });
      return {
        provider: 'altcha',
        siteKey: null,
        altcha: { ...challenge, maxnumber: challenge.maxnumber ?? maxNumber },
      };
    },
    async verify(token) {
      if (!token || token.length > 4096) throw refuse();
      let signature: string;
      try {
        const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown };
        if (typeof payload.signature !== 'string') throw refuse();
        signature = payload.signature;
        if (!(await verifySolution(token, hmacKey, true))) throw refuse();
      } catch {
        throw refuse();
      }
      // A solution is spent on first use; expired ones are swept while we are here.
      const now = new Date();
      const [spent] = await withScope(db, {}, async (tx) => {
        await tx.delete(botCheckSolutions).where(lt(botCheckSolutions.expiresAt, now));
        return tx
          .insert(botCheckSolutions)
          .values({ signature, expiresAt: new Date(now.getTime() + ALTCHA_TTL_MS) })
          .onConflictDoNothing()
          .returning({ signature: botCheckSolutions.signature });
      });
      if (!spent) throw refuse();
    },
  };
}
