import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createMailer } from '../mailer';

describe('the mail outbox (no SMTP server configured)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'hearback-outbox-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('writes each message as one .eml file, headers and body as they would be sent', async () => {
    const outbox = path.join(folder, 'outbox');
    const mailer = createMailer({
      outboxDir: outbox,
      from: 'Hearback <no-reply@h.test>',
      logger: createLogger('silent'),
    });
    await mailer.send({ to: 'ann@example.test', subject: 'First', text: 'Hello Ann' });
    await mailer.send({
      to: 'bob@example.test',
      subject: 'Second',
      text: 'Hello Bob',
      replyTo: 'ann@example.test',
    });
    mailer.close();
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const second = await readFile(path.join(outbox, files[1]!), 'utf8');
    expect(second).toMatch(/^From: Hearback <no-reply@h\.test>$/m);
    expect(second).toMatch(/^To: bob@example\.test$/m);
    expect(second).toMatch(/^Reply-To: ann@example\.test$/m);
    expect(second).toMatch(/^Subject: Second$/m);
    expect(second).toContain('Hello Bob');
  });
});
