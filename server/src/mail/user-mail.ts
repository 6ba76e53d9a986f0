import type { DashboardLanguage } from '@hearback/input-rules';
import { isMessage, type Message, PLACEHOLDER } from '../i18n/message';
import { renderMessage, translateTemplate } from '../i18n/render-message';
import type { MailMessage } from './mailer';
import { type MailParagraph, visitorMail } from './visitor-mail';

/**
 * A piece of a line: a text in the reader's language (always `message()`, so the dictionary test
 * finds its template), a link, or characters shown as they are (a name, a list's indentation).
 */
export type MailPiece = Message | { link: string } | { verbatim: string };

/** A line of a paragraph: one piece, or pieces side by side. */
export type MailLine = MailPiece | MailPiece[];

const WEB_ADDRESS = /^https?:\/\//;

/**
 * A text's parts for the mail: the template in the reader's language, its values filled in. A
 * value that is itself a text is said in the same language; a web address becomes a link.
 */
function textParts(text: Message, language: DashboardLanguage): MailParagraph {
  return translateTemplate(text.template, language)
    .split(PLACEHOLDER)
    .flatMap((piece, index): MailParagraph => {
      if (index % 2 === 0) return piece ? [{ text: piece }] : [];
      const value = text.values[piece];
      if (value === undefined) return [{ text: `{{${piece}}}` }];
      if (isMessage(value)) return [{ text: renderMessage(value, language) }];
      const shown = String(value);
      return WEB_ADDRESS.test(shown) ? [{ link: shown }] : [{ value: shown }];
    });
}

function pieceParts(piece: MailPiece, language: DashboardLanguage): MailParagraph {
  if ('link' in piece) return [{ link: piece.link }];
  if ('verbatim' in piece) return [{ text: piece.verbatim }];
  return textParts(piece, language);
}

const lineParts = (line: MailLine, language: DashboardLanguage): MailParagraph =>
  (Array.isArray(line) ? line : [line]).flatMap((piece) => pieceParts(piece, language));

/**
 * A mail to a user of the dashboard, in their language: plain text, and the same words as HTML
 * that names the language (written by ./visitor-mail.ts, which visitors' mails share). The
 * English plain text is the text these mails had before they spoke German, character for
 * character: paragraphs apart by an empty line, the lines of a paragraph one under the other.
 */
export function userMail(input: {
  to: string;
  language: DashboardLanguage;
  subject: Message;
  paragraphs: MailLine[][];
}): MailMessage {
  const { language } = input;
  return visitorMail({
    to: input.to,
    language,
    subject: textParts(input.subject, language),
    paragraphs: input.paragraphs.map((lines) =>
      lines.flatMap((line, index) => [...(index > 0 ? [{ text: '\n' }] : []), ...lineParts(line, language)]),
    ),
  });
}
