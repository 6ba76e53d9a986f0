import type { VisitorTexts } from './en';

export const nl: VisitorTexts = {
  'confirmation.subject': 'Bevestig je e-mailadres voor {organisation}',
  'confirmation.intro':
    'Je hebt met dit e-mailadres feedback gegeven aan {organisation}. Bevestig dat het van jou is, zodat ze weten dat ze je kunnen bereiken:',
  'confirmation.expiry':
    'De link werkt tot {expiry}. Heb je geen feedback gegeven? Dan kun je deze e-mail negeren.',
  'confirmation.organisationFallback': 'de organisatie',

  'invitation.subject': '{organisation} hoort graag je mening over {product}',
  'invitation.greetingNamed': 'Hallo {name},',
  'invitation.greeting': 'Hallo,',
  'invitation.answer': 'Antwoord hier (het kost je een minuut of twee):',
  'invitation.unsubscribe': 'Wil je hierover geen e-mails meer ontvangen? Meld je af: {link}',
};
