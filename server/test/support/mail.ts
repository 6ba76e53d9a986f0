import { freePort } from '@hearback/testkit';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  /** The HTML part, '' when the message has none. */
  html: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** The first message (already received or arriving within the timeout) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** From now on every message waits, not yet accepted, as on a slow mail server, until release(). */
  hold(): void;
  /** Accepts the held messages, and those after, at once. */
  release(): void;
  stop(): Promise<void>;
}

const addresses = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) =>
    (entry.value ?? []).map((address) => address.address?.toLowerCase() ?? ''),
  );
};

/** A real SMTP server on a free port that keeps every message it receives, parsed. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let held: { opened: Promise<void>; open: () => void } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (parsed) => {
          // The sender waits for the answer to its DATA: the message is not accepted yet.
          await held?.opened;
          messages.push({
            to: addresses(parsed.to),
            from: addresses(parsed.from)[0] ?? '',
            replyTo: addresses(parsed.replyTo)[0],
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `No matching mail within ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    hold() {
      if (held) return;
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      held = { opened, open };
    },
    release() {
      held?.open();
      held = null;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link of a mail's text. */
export const linkIn = (mail: CaughtMail): URL => {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in: ${mail.text}`);
  return new URL(match[0]);
};
