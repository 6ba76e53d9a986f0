/**
 * Every text of the public feedback pages, in English, built into the pages. The other languages
 * are objects with the same keys (./lang/<code>.ts), each loaded only for a visitor who gets that
 * language (./page-language.tsx). The widget form on the pages speaks through the widget's own
 * dictionaries (widget/src/i18n). `{name}` placeholders and `{name, plural, …}` variants are
 * filled by the widget's translator (widget/src/i18n/translate.ts).
 */
export const en = {
  'title.feedback': 'Feedback',
  'title.confirmEmail': 'Confirm your e-mail',

  'page.tryAgain': 'Try again',
  'page.whichOrganisation': 'Which organisation?',
  'page.whichOrganisationHelp':
    'Open this page through the link the organisation shared: it names the organisation.',

  'organisation.notFound': 'This feedback page does not exist',
  'organisation.failed': 'The feedback page could not be loaded',
  'organisation.subtitle': 'Tell us what you think: we read every message.',
  'organisation.closed': 'No feedback at the moment',
  'organisation.closedHelp': '{organisation} does not take feedback on this page at the moment.',
  'organisation.whichProduct': 'Which product is your feedback about?',
  'organisation.noProductMatches': 'No product of that name',
  'organisation.aboutProduct': 'Your feedback about {product}',
  'organisation.formLabel': 'Feedback about {product}',

  'event.notOpen': 'This event page is not open',
  'event.notOpenHelp':
    'The organisation has not opened this page, or has closed it. Ask them for the current link.',
  'event.failed': 'The event page could not be loaded',

  'form.kind': 'How would you like to leave feedback?',
  'form.voice': 'Voice message',
  'form.text': 'Written feedback',
  'form.unavailable': 'The feedback form is not available',
  'form.closed': 'This product does not take feedback at the moment.',
  'form.notHere': 'This product does not take feedback here.',
  'form.unreachable': 'The feedback form could not be loaded. Check your connection and try again.',
  'form.another': 'Leave another message',

  'confirm.offerTitle': 'Confirm your e-mail address?',
  'confirm.offer':
    'We can send a link to {email}, so that {organisation} knows the address is yours and can reply.',
  'confirm.send': 'Send me a confirmation link',
  'confirm.checkInbox': 'Check your inbox',
  'confirm.sent': 'We sent a confirmation link to {email}. It works until {expiry}.',
  'confirm.incomplete': 'This link is incomplete',
  'confirm.incompleteHelp':
    'Open the confirmation link exactly as it is in the e-mail; its end may have been cut off.',
  'confirm.confirming': 'Confirming your e-mail address…',
  'confirm.confirmed': 'Your e-mail address is confirmed',
  'confirm.confirmedHelp': 'Thank you. {organisation} now knows that {email} is yours.',
  'confirm.linkBroken': 'This link does not work',
  'confirm.failed': 'Something went wrong',
  'confirm.expired': 'This link has expired',
  'confirm.expiredHelp': 'Confirmation links work for 24 hours. We can send you a new one.',
  'confirm.resent': 'We sent a new link to {email}. It works until {expiry}.',
  'confirm.resend': 'Send me a new link',

  'campaign.linkBroken': 'This link does not work',
  'campaign.failed': 'The page could not be loaded',
  'campaign.unsubscribed': 'You are unsubscribed',
  'campaign.unsubscribedHelp': 'You will get no more e-mail about this.',
  'campaign.unsubscribeQuestion': 'Stop receiving e-mail about “{campaign}”?',
  'campaign.unsubscribe': 'Unsubscribe',
  'campaign.thanks': 'Thank you for your feedback',
  'campaign.thanksHelp': 'Your answer has been recorded.',
  'campaign.notOpen': 'Not open',
  'campaign.anythingElse': 'Anything else?',
  'campaign.yourFeedback': 'Your feedback',
  'campaign.send': 'Send',

  // The server's own sentences (English), for the other languages; see ./problem-text.ts.
  'problem.organisationNotFound': 'Organisation not found.',
  'problem.eventPageNotOpen': 'This event page is not open.',
  'problem.invitationNotFound': 'This link is not valid: ask for a new invitation.',
  'problem.campaignClosed': 'This campaign does not take responses at the moment.',
  'problem.alreadyAnswered': 'You have already answered: thank you.',
  'problem.unknownQuestion': 'This campaign does not ask that question.',
  'problem.emptyResponse': 'Write a few words or answer a question.',
  'problem.feedbackNotFound': 'We could not find this feedback.',
  'problem.noEmail': 'This feedback has no e-mail address to confirm.',
  'problem.alreadyConfirmed': 'This e-mail address is already confirmed.',
  'problem.recentlySent':
    'A confirmation link was sent a few minutes ago. Check your inbox, or ask again later.',
  'problem.invalidLink': 'This confirmation link is not valid. Open the link exactly as it is in the e-mail.',
  'problem.expiredLink': 'This confirmation link has expired. Ask for a new link.',
  'problem.feedbackGone': 'The feedback this link confirms no longer exists.',
  'problem.offline': 'We could not reach the server. Check your connection and try again.',
  'problem.tooMany': 'Too many attempts in a short time. Wait a little, then try again.',
  'problem.unknown': 'Something went wrong.',
};

export type PageTextKey = keyof typeof en;

/** A language file: every key English has, with English's placeholders. */
export type PageTexts = Record<PageTextKey, string>;
