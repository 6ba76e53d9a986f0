import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** Reads every .eml of the server's outbox (one file per message sent). */
async function readOutbox(outboxDir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.eml'),
  );
  return Promise.all(
    files.sort().map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(outboxDir, file)));
      const to = Array.isArray(mail.to)
        ? mail.to.map((entry) => entry.text).join(', ')
        : (mail.to?.text ?? '');
      return { to, subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

/** Waits for the latest message to `recipient` whose subject matches, as the server sent it. */
export async function waitForMail(
  outboxDir: string,
  recipient: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  let seen: ReceivedMail[] = [];
  while (Date.now() < deadline) {
    seen = await readOutbox(outboxDir);
    const mail = seen.filter((entry) => entry.to.includes(recipient) && subject.test(entry.subject)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const summary = seen.map((entry) => `${entry.to}: ${entry.subject}`).join('\n');
  throw new Error(`No mail matching ${subject} reached ${recipient}; the outbox holds:\n${summary}`);
}

/** The first link of the mail whose path starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`The mail "${mail.subject}" holds no link to ${pathPrefix}:\n${mail.text}`);
}
