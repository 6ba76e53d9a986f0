import type { VisitorTexts } from './en';

export const de: VisitorTexts = {
  'confirmation.subject': 'Bitte bestätigen Sie Ihre E-Mail-Adresse für {organisation}',
  'confirmation.intro':
    'Sie haben mit dieser E-Mail-Adresse Feedback an {organisation} gesendet. Bitte bestätigen Sie, dass die Adresse Ihnen gehört, damit man Sie darüber erreichen kann:',
  'confirmation.expiry':
    'Der Link ist gültig bis {expiry}. Falls Sie kein Feedback gegeben haben, können Sie diese E-Mail einfach ignorieren.',
  'confirmation.organisationFallback': 'die Organisation',

  'invitation.subject': '{organisation} bittet um Ihr Feedback zu {product}',
  'invitation.greetingNamed': 'Hallo {name},',
  'invitation.greeting': 'Hallo,',
  'invitation.answer': 'Hier antworten (dauert nur ein, zwei Minuten):',
  'invitation.unsubscribe':
    'Wenn Sie dazu keine E-Mails mehr erhalten möchten, melden Sie sich hier ab: {link}',
};
