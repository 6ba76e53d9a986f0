/** The words of the Domain section and of the offer to join by e-mail domain, in one place. */
export const DOMAIN_TEXTS = {
  heading: 'Domain',
  loadFailed: 'The domain could not be loaded',
  retry: 'Try again',
  noDomain:
    'Add your website to the organisation details to claim its domain. Once you prove that you own it, people who sign up with an address at it can ask to join.',
  domainLabel: 'Domain',
  statusLabel: 'Status',
  verified: 'Verified',
  unverified: 'Not verified',
  unverifiedExplained: (domain: string) =>
    `Until you prove that your organisation owns ${domain}, nobody who signs up with an address at it is offered to join.`,
  verifiedExplained: (domain: string, on: string, how: 'DnsTxt' | 'AdminEmail' | null | undefined) =>
    `Proved on ${on} ${how === 'AdminEmail' ? 'by e-mail' : 'by a DNS record'}. People who sign up with an address at ${domain} are offered to ask to join; they get in only once an Admin accepts them.`,
  dnsHeading: 'Prove it with a DNS record',
  dnsExplained:
    'Add this TXT record at your DNS host, then check it. New records can take a few hours to show.',
  recordType: 'Type',
  recordName: 'Name',
  recordValue: 'Value',
  copyName: 'Copy the record name',
  copyValue: 'Copy the record value',
  copied: 'Copied',
  checkNow: 'Check now',
  checkedVerified: (domain: string) => `${domain} is verified.`,
  emailHeading: 'Or prove it by e-mail',
  emailExplained: (email: string) =>
    `Your own address, ${email}, is at the domain. We send a link to it; open it while signed in to confirm.`,
  emailUnavailable: (domain: string) =>
    `Only an Admin whose own verified e-mail address is at ${domain} can prove it by e-mail.`,
  sendEmail: 'Send confirmation e-mail',
  emailSent: (email: string) => `We sent a confirmation link to ${email}.`,
  confirmedByEmail: (domain: string) => `${domain} is verified. Thank you for confirming.`,
} as const;

export const JOIN_OFFER_TEXTS = {
  heading: 'Join your organisation?',
  intro: (domain: string) =>
    `Your e-mail address is at ${domain}. These organisations proved that they own that domain:`,
  privacy:
    'If you ask, the Admins of that organisation see your e-mail address and decide whether to let you in. Until you ask, they are not told that you signed up.',
  ask: (name: string) => `Ask to join ${name}`,
  decline: 'Create my own organisation instead',
  asked: (name: string) => `Your request to join ${name} was sent.`,
  loadFailed: 'We could not check whether an organisation uses your domain. You can create your own.',
} as const;
