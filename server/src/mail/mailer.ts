import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, for what plain text cannot say: its language and direction. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or it is in the outbox). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerConfig {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: Logger;
}

export const DEFAULT_MAIL_FROM = 'Hearback <no-reply@hearback.localhost>';

/**
 * nodemailer over SMTP when configured; otherwise every message is rendered exactly as it would
 * be sent and written to the outbox folder as one .eml file, so a local installation needs no
 * mail server and its mail can still be read (any mail client opens .eml).
 */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let ready: Promise<unknown> | undefined;
  return {
    async send(message) {
      ready ??= mkdir(config.outboxDir, { recursive: true });
      await ready;
      const info = (await transport.sendMail({ from: config.from, ...message })) as { message: Buffer };
      // Sortable by time, unique within the millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written aside and renamed, so a reader of the folder never sees half a message.
      const partial = path.join(config.outboxDir, `.${name}.partial`);
      await writeFile(partial, info.message);
      await rename(partial, path.join(config.outboxDir, name));
      config.logger.info(
        { to: message.to, subject: message.subject, file: name },
        'Mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}
