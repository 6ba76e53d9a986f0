import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../../test/support/errors';
import type { Database } from '../../../db/database';
import { createLogger } from '../../../logger';
import { type BotCheck, createBotCheck } from '../bot-check';

/**
 * Google's siteverify is not reachable from tests; this stand-in answers like it does for the
 * tokens below, so the request the server sends and its reading of the answer are both tested.
 */
const VERDICTS: Record<string, object> = {
  person: { success: true, action: 'sign_up', score: 0.9 },
  bot: { success: true, action: 'sign_up', score: 0.1 },
  'other-action': { success: true, action: 'contact', score: 0.9 },
  expired: { success: false, 'error-codes': ['timeout-or-duplicate'] },
};

describe('reCAPTCHA v3 verification', () => {
  let server: Server;
  let check: BotCheck;
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(VERDICTS[form.get('response') ?? ''] ?? { success: false }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    check = createBotCheck({
      db: null as unknown as Database,
      logger: createLogger('silent'),
      recaptchaSecret: 'the-secret',
      recaptchaSiteKey: 'the-site-key',
      recaptchaVerifyUrl: `http://127.0.0.1:${port}/siteverify`,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands out the site key instead of a challenge', async () => {
    expect(await check.challenge()).toEqual({ provider: 'recaptcha', siteKey: 'the-site-key', altcha: null });
  });

  it('accepts a person doing the expected action, sending the secret and the token', async () => {
    await expect(check.verify('person', 'sign_up')).resolves.toBeUndefined();
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: 'the-secret', response: 'person' });
  });

  it.each([
    ['a low score', 'bot'],
    ['another action', 'other-action'],
    ['a failed verification', 'expired'],
    ['an unknown token', 'made-up'],
  ])('refuses %s with BAD_USER_INPUT on botCheck', async (_label, token) => {
    let error: unknown;
    await check.verify(token, 'sign_up').catch((caught: unknown) => {
      error = caught;
    });
    expect(
      apiErrorOf(() => {
        throw error;
      }),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The bot check failed. Please try again.',
      field: 'botCheck',
    });
  });
});
