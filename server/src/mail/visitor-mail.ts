import type { MailMessage } from './mailer';
import { isRightToLeft, type VisitorLanguage } from './visitor-languages';
import { VISITOR_TEXTS, type VisitorTextKey } from './visitor-texts';

/**
 * A piece of a visitor mail: the language's own words, a value filled into them (a name, a
 * date), a link, or the organisation's own words (a campaign's message, in whatever language
 * they wrote it).
 */
type Part = { text: string } | { value: string } | { link: string } | { ownWords: string };

/** A paragraph of the mail; a line break inside it is a '\n' of a text part. */
export type MailParagraph = Part[];

type FillValue = string | { link: string };

const PLACEHOLDER = /\{(\w+)\}/;

/** The language's text for `key`, its `{name}`s filled in (a name left unfilled stays as written). */
export function fill(
  language: VisitorLanguage,
  key: VisitorTextKey,
  values: Record<string, FillValue> = {},
): MailParagraph {
  return VISITOR_TEXTS[language][key].split(PLACEHOLDER).flatMap((piece, index): Part[] => {
    if (index % 2 === 0) return piece ? [{ text: piece }] : [];
    const value = values[piece];
    if (value === undefined) return [{ text: `{${piece}}` }];
    return [typeof value === 'string' ? { value } : value];
  });
}

/** Paragraph parts as lines, one under the other. */
export const lines = (...parts: MailParagraph[]): MailParagraph =>
  parts.flatMap((line, index) => (index === 0 ? line : [{ text: '\n' }, ...line]));

export const link = (url: string): MailParagraph => [{ link: url }];

export const ownWords = (words: string): MailParagraph => [{ ownWords: words }];

/**
 * A moment as the mail's language writes it, in UTC (the mail cannot know the reader's zone).
 * English keeps the RFC 7231 form its mails have always had.
 */
export function mailMoment(language: VisitorLanguage, date: Date): string {
  if (language === 'en') return date.toUTCString();
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

// A value inside right-to-left text sits in a first-strong isolate: a Latin name or address keeps
// its own order and leaves the punctuation around it where the sentence put it.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

function plainText(paragraph: MailParagraph, rightToLeft: boolean): string {
  return paragraph
    .map((part) => {
      if ('text' in part) return part.text;
      if ('value' in part) {
        return rightToLeft ? `${FIRST_STRONG_ISOLATE}${part.value}${POP_DIRECTIONAL_ISOLATE}` : part.value;
      }
      if ('link' in part) return part.link;
      return part.ownWords;
    })
    .join('');
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const htmlLines = (text: string): string => escapeHtml(text).replace(/\n/g, '<br>\n');

function htmlParagraph(paragraph: MailParagraph): string {
  const [only] = paragraph;
  // The organisation's own words set their own direction: they may not be in the mail's language.
  if (paragraph.length === 1 && only && 'ownWords' in only)
    return `<p dir="auto">${htmlLines(only.ownWords)}</p>`;
  const inner = paragraph
    .map((part) => {
      if ('text' in part) return htmlLines(part.text);
      if ('value' in part) return `<bdi>${escapeHtml(part.value)}</bdi>`;
      if ('link' in part) {
        const url = escapeHtml(part.link);
        return `<a href="${url}" dir="ltr">${url}</a>`;
      }
      return `<span dir="auto">${htmlLines(part.ownWords)}</span>`;
    })
    .join('');
  return `<p>${inner}</p>`;
}

/**
 * A mail to a visitor in their language: the plain text every client shows, and the same words
 * as HTML that names the language and its direction (right to left for Arabic and Hebrew), which
 * plain text cannot. No images, no styles from elsewhere, nothing that tracks the reader.
 */
export function visitorMail(input: {
  to: string;
  language: VisitorLanguage;
  subject: MailParagraph;
  paragraphs: MailParagraph[];
}): MailMessage {
  const { language } = input;
  const rightToLeft = isRightToLeft(language);
  const dir = rightToLeft ? 'rtl' : 'ltr';
  const subject = plainText(input.subject, rightToLeft);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body>',
    // Repeated on a block of the body: some clients drop the attributes of <html>.
    `<div lang="${language}" dir="${dir}" style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5">`,
    ...input.paragraphs.map(htmlParagraph),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  return {
    to: input.to,
    subject,
    text: input.paragraphs.map((paragraph) => plainText(paragraph, rightToLeft)).join('\n\n'),
    html,
  };
}
