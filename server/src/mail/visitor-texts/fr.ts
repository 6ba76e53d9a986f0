import type { VisitorTexts } from './en';

// French sets a no-break space before a colon.
export const fr: VisitorTexts = {
  'confirmation.subject': 'Confirmez votre adresse e-mail pour {organisation}',
  'confirmation.intro':
    'Vous avez laissé un avis pour {organisation} avec cette adresse e-mail. Confirmez qu’elle est bien la vôtre, afin que l’on sache pouvoir vous joindre\u00a0:',
  'confirmation.expiry':
    'Le lien est valable jusqu’au {expiry}. Si vous n’avez laissé aucun avis, ignorez simplement cet e-mail.',
  'confirmation.organisationFallback': 'l’organisation',

  'invitation.subject': '{organisation} aimerait avoir votre avis sur {product}',
  'invitation.greetingNamed': 'Bonjour {name},',
  'invitation.greeting': 'Bonjour,',
  'invitation.answer': 'Répondez ici (une minute ou deux)\u00a0:',
  'invitation.unsubscribe': 'Pour ne plus recevoir d’e-mails à ce sujet, désinscrivez-vous\u00a0: {link}',
};
