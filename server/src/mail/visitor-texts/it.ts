import type { VisitorTexts } from './en';

export const it: VisitorTexts = {
  'confirmation.subject': 'Conferma il tuo indirizzo email per {organisation}',
  'confirmation.intro':
    'Hai lasciato un feedback per {organisation} con questo indirizzo email. Conferma che è tuo, così sapranno di poterti contattare:',
  'confirmation.expiry':
    'Il link è valido fino al {expiry}. Se non hai lasciato alcun feedback, ignora questa email.',
  'confirmation.organisationFallback': 'l’organizzazione',

  'invitation.subject': '{organisation} vorrebbe la tua opinione su {product}',
  'invitation.greetingNamed': 'Ciao {name},',
  'invitation.greeting': 'Ciao,',
  'invitation.answer': 'Rispondi qui (ci vogliono un paio di minuti):',
  'invitation.unsubscribe': 'Per non ricevere più email su questo argomento, annulla l’iscrizione: {link}',
};
