/**
 * Mailbox providers anyone can sign up with: an organisation whose "website" is one of them must
 * not collect the sign-ups of strangers as join requests.
 */
const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'mail.ru',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'qq.com',
  '163.com',
]);

export const isFreeMailDomain = (domain: string): boolean => FREE_MAIL_DOMAINS.has(domain.toLowerCase());

/**
 * The domain join rule: an e-mail domain matches a website whose host, lower-cased and without a
 * leading "www.", is exactly that domain (no subdomain or parent-domain matches, so
 * eu.acme.example does not claim acme.example's people).
 */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase();
  } catch {
    return null;
  }
  const domain = host.replace(/^www\./, '');
  return domain.includes('.') && !isFreeMailDomain(domain) ? domain : null;
}

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
