import type { PageTexts } from '../en';

// French sets a narrow no-break space before ? ! and a no-break space before a colon.
export default {
  'title.feedback': 'Votre avis',
  'title.confirmEmail': 'Confirmer votre adresse e-mail',

  'page.tryAgain': 'Réessayer',
  'page.whichOrganisation': 'Quelle organisation\u202f?',
  'page.whichOrganisationHelp':
    'Ouvrez cette page à partir du lien partagé par l’organisation\u00a0: c’est lui qui indique de quelle organisation il s’agit.',

  'organisation.notFound': 'Cette page d’avis n’existe pas',
  'organisation.failed': 'Impossible de charger la page d’avis',
  'organisation.subtitle': 'Dites-nous ce que vous en pensez\u00a0: nous lisons chaque message.',
  'organisation.closed': 'Les avis sont fermés pour le moment',
  'organisation.closedHelp': '{organisation} ne recueille pas d’avis sur cette page pour le moment.',
  'organisation.whichProduct': 'Sur quel produit porte votre avis\u202f?',
  'organisation.noProductMatches': 'Aucun produit de ce nom',
  'organisation.aboutProduct': 'Votre avis sur {product}',
  'organisation.formLabel': 'Avis sur {product}',

  'event.notOpen': 'Cette page d’événement n’est pas ouverte',
  'event.notOpenHelp':
    'L’organisation n’a pas encore ouvert cette page, ou l’a fermée. Demandez-lui le lien actuel.',
  'event.failed': 'Impossible de charger la page de l’événement',

  'form.kind': 'Comment souhaitez-vous donner votre avis\u202f?',
  'form.voice': 'Message vocal',
  'form.text': 'Avis écrit',
  'form.unavailable': 'Le formulaire d’avis n’est pas disponible',
  'form.closed': 'Ce produit ne recueille pas d’avis pour le moment.',
  'form.notHere': 'Ce produit ne recueille pas d’avis ici.',
  'form.unreachable': 'Impossible de charger le formulaire d’avis. Vérifiez votre connexion et réessayez.',
  'form.another': 'Laisser un autre message',

  'confirm.offerTitle': 'Confirmer votre adresse e-mail\u202f?',
  'confirm.offer':
    'Nous pouvons envoyer un lien à {email}\u00a0: {organisation} saura ainsi que cette adresse est bien la vôtre et pourra vous répondre.',
  'confirm.send': 'M’envoyer un lien de confirmation',
  'confirm.checkInbox': 'Consultez votre boîte de réception',
  'confirm.sent': 'Nous avons envoyé un lien de confirmation à {email}. Il est valable jusqu’au {expiry}.',
  'confirm.incomplete': 'Ce lien est incomplet',
  'confirm.incompleteHelp':
    'Ouvrez le lien de confirmation exactement tel qu’il figure dans l’e-mail\u00a0: sa fin a peut-être été coupée.',
  'confirm.confirming': 'Confirmation de votre adresse e-mail…',
  'confirm.confirmed': 'Votre adresse e-mail est confirmée',
  'confirm.confirmedHelp': 'Merci. {organisation} sait désormais que {email} est bien votre adresse.',
  'confirm.linkBroken': 'Ce lien ne fonctionne pas',
  'confirm.failed': 'Un problème est survenu',
  'confirm.expired': 'Ce lien a expiré',
  'confirm.expiredHelp':
    'Les liens de confirmation sont valables 24\u00a0heures. Nous pouvons vous en envoyer un nouveau.',
  'confirm.resent': 'Nous avons envoyé un nouveau lien à {email}. Il est valable jusqu’au {expiry}.',
  'confirm.resend': 'M’envoyer un nouveau lien',

  'campaign.linkBroken': 'Ce lien ne fonctionne pas',
  'campaign.failed': 'Impossible de charger la page',
  'campaign.unsubscribed': 'Votre désinscription est confirmée',
  'campaign.unsubscribedHelp': 'Vous ne recevrez plus d’e-mails à ce sujet.',
  'campaign.unsubscribeQuestion': 'Ne plus recevoir d’e-mails concernant «\u00a0{campaign}\u00a0»\u202f?',
  'campaign.unsubscribe': 'Se désinscrire',
  'campaign.thanks': 'Merci pour votre avis',
  'campaign.thanksHelp': 'Votre réponse a bien été enregistrée.',
  'campaign.notOpen': 'Campagne fermée',
  'campaign.anythingElse': 'Autre chose à ajouter\u202f?',
  'campaign.yourFeedback': 'Votre avis',
  'campaign.send': 'Envoyer',

  'problem.organisationNotFound': 'Organisation introuvable.',
  'problem.eventPageNotOpen': 'Cette page d’événement n’est pas ouverte.',
  'problem.invitationNotFound': 'Ce lien n’est pas valide\u00a0: demandez une nouvelle invitation.',
  'problem.campaignClosed': 'Cette campagne ne reçoit pas de réponses pour le moment.',
  'problem.alreadyAnswered': 'Vous avez déjà répondu\u00a0: merci\u202f!',
  'problem.unknownQuestion': 'Cette campagne ne pose pas cette question.',
  'problem.emptyResponse': 'Écrivez quelques mots ou répondez à une question.',
  'problem.feedbackNotFound': 'Nous n’avons pas trouvé cet avis.',
  'problem.noEmail': 'Cet avis ne comporte aucune adresse e-mail à confirmer.',
  'problem.alreadyConfirmed': 'Cette adresse e-mail est déjà confirmée.',
  'problem.recentlySent':
    'Un lien de confirmation a été envoyé il y a quelques minutes. Consultez votre boîte de réception ou réessayez plus tard.',
  'problem.invalidLink':
    'Ce lien de confirmation n’est pas valide. Ouvrez le lien exactement tel qu’il figure dans l’e-mail.',
  'problem.expiredLink': 'Ce lien de confirmation a expiré. Demandez-en un nouveau.',
  'problem.feedbackGone': 'L’avis que ce lien confirme n’existe plus.',
  'problem.offline': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'problem.tooMany': 'Trop de tentatives en peu de temps. Patientez un instant, puis réessayez.',
  'problem.unknown': 'Un problème est survenu.',
} satisfies PageTexts;
