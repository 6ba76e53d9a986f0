import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ConfigError } from '../../config/env';
import type { Database } from '../../db/database';
import { integrations } from '../../db/schema';
import { isSealed, SEALED_PREFIX, type SecretBox, SecretUnreadable } from './secret-box';

/**
 * An integration's credentials as stored: its URL (a Slack URL is a credential, a webhook's may
 * carry a token) and a webhook's signing secret, each sealed with SECRETS_ENCRYPTION_KEY and bound
 * to its row and column.
 */
export interface IntegrationSecrets {
  url: string;
  signingSecret: string | null;
}

const urlContext = (id: string) => `integrations.url:${id}`;
const signingSecretContext = (id: string) => `integrations.signing_secret:${id}`;

export function sealIntegrationSecrets(
  box: SecretBox,
  id: string,
  plain: IntegrationSecrets,
): IntegrationSecrets {
  return {
    url: box.seal(plain.url, urlContext(id)),
    signingSecret:
      plain.signingSecret === null ? null : box.seal(plain.signingSecret, signingSecretContext(id)),
  };
}

/**
 * The credentials in clear. A value still in plain text (written by a server of an earlier
 * version during a rolling deploy) is read as it is; the next start seals it.
 */
export function openIntegrationSecrets(
  box: SecretBox,
  id: string,
  stored: IntegrationSecrets,
): IntegrationSecrets {
  const open = (value: string, context: string) => (isSealed(value) ? box.open(value, context) : value);
  return {
    url: open(stored.url, urlContext(id)),
    signingSecret:
      stored.signingSecret === null ? null : open(stored.signingSecret, signingSecretContext(id)),
  };
}

const keyMismatch = () =>
  new ConfigError([
    "SECRETS_ENCRYPTION_KEY is not the key this database's integration secrets were encrypted with: they do not decrypt. " +
      'Start with the key the installation used (without the variable: the file DATA_DIR/secrets-encryption-key it generated).',
  ]);

/**
 * At start, before serving: proves the key opens the stored secrets (a wrong key is a clear
 * start-up error, not deliveries failing later), then seals every credential still in plain text
 * (rows from before migration 0019). Runs as hearback_secrets, which sees these columns of every
 * organisation's integrations and nothing else. Each row is updated only if it still holds the
 * text read, so servers starting together never seal a value twice. Answers how many rows it sealed.
 */
export async function prepareIntegrationSecrets(db: Database, box: SecretBox): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'hearback_secrets', true)`);
    const sealedPattern = `${SEALED_PREFIX}%`;
    const [sample] = await tx
      .select({ id: integrations.id, url: integrations.url, signingSecret: integrations.signingSecret })
      .from(integrations)
      .where(sql`${integrations.url} like ${sealedPattern}`)
      .limit(1);
    if (sample) {
      try {
        openIntegrationSecrets(box, sample.id, sample);
      } catch (error) {
        if (error instanceof SecretUnreadable) throw keyMismatch();
        throw error;
      }
    }
    const plain = await tx
      .select({ id: integrations.id, url: integrations.url, signingSecret: integrations.signingSecret })
      .from(integrations)
      .where(
        or(
          sql`${integrations.url} not like ${sealedPattern}`,
          sql`${integrations.signingSecret} not like ${sealedPattern}`,
        ),
      );
    for (const row of plain) {
      const sealed = sealIntegrationSecrets(box, row.id, openIntegrationSecrets(box, row.id, row));
      await tx
        .update(integrations)
        .set(sealed)
        .where(
          and(
            eq(integrations.id, row.id),
            eq(integrations.url, row.url),
            row.signingSecret === null
              ? isNull(integrations.signingSecret)
              : eq(integrations.signingSecret, row.signingSecret),
          ),
        );
    }
    return plain.length;
  });
}
