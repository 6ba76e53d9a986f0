import type { PageTexts } from '../en';

export default {
  'title.feedback': 'Feedback',
  'title.confirmEmail': 'Conferma la tua email',

  'page.tryAgain': 'Riprova',
  'page.whichOrganisation': 'Quale organizzazione?',
  'page.whichOrganisationHelp':
    'Apri questa pagina dal link condiviso dall’organizzazione: è il link a indicare di quale organizzazione si tratta.',

  'organisation.notFound': 'Questa pagina di feedback non esiste',
  'organisation.failed': 'Non è stato possibile caricare la pagina di feedback',
  'organisation.subtitle': 'Dicci cosa ne pensi: leggiamo ogni messaggio.',
  'organisation.closed': 'Feedback non disponibile al momento',
  'organisation.closedHelp': 'Al momento {organisation} non raccoglie feedback su questa pagina.',
  'organisation.whichProduct': 'A quale prodotto si riferisce il tuo feedback?',
  'organisation.noProductMatches': 'Nessun prodotto con questo nome',
  'organisation.aboutProduct': 'Il tuo feedback su {product}',
  'organisation.formLabel': 'Feedback su {product}',

  'event.notOpen': 'Questa pagina dell’evento non è aperta',
  'event.notOpenHelp':
    'L’organizzazione non ha ancora aperto questa pagina, oppure l’ha chiusa. Chiedi il link aggiornato.',
  'event.failed': 'Non è stato possibile caricare la pagina dell’evento',

  'form.kind': 'Come vuoi lasciare il tuo feedback?',
  'form.voice': 'Messaggio vocale',
  'form.text': 'Feedback scritto',
  'form.unavailable': 'Il modulo di feedback non è disponibile',
  'form.closed': 'Al momento questo prodotto non raccoglie feedback.',
  'form.notHere': 'Questo prodotto non raccoglie feedback qui.',
  'form.unreachable':
    'Non è stato possibile caricare il modulo di feedback. Controlla la connessione e riprova.',
  'form.another': 'Lascia un altro messaggio',

  'confirm.offerTitle': 'Vuoi confermare il tuo indirizzo email?',
  'confirm.offer':
    'Possiamo inviare un link a {email}, così {organisation} saprà che l’indirizzo è tuo e potrà risponderti.',
  'confirm.send': 'Inviami un link di conferma',
  'confirm.checkInbox': 'Controlla la tua casella di posta',
  'confirm.sent': 'Abbiamo inviato un link di conferma a {email}. È valido fino al {expiry}.',
  'confirm.incomplete': 'Questo link è incompleto',
  'confirm.incompleteHelp':
    'Apri il link di conferma esattamente come appare nell’email: la parte finale potrebbe essere stata tagliata.',
  'confirm.confirming': 'Conferma del tuo indirizzo email in corso…',
  'confirm.confirmed': 'Il tuo indirizzo email è confermato',
  'confirm.confirmedHelp': 'Grazie. Ora {organisation} sa che {email} è il tuo indirizzo.',
  'confirm.linkBroken': 'Questo link non funziona',
  'confirm.failed': 'Si è verificato un problema',
  'confirm.expired': 'Questo link è scaduto',
  'confirm.expiredHelp': 'I link di conferma sono validi per 24 ore. Possiamo inviartene uno nuovo.',
  'confirm.resent': 'Abbiamo inviato un nuovo link a {email}. È valido fino al {expiry}.',
  'confirm.resend': 'Inviami un nuovo link',

  'campaign.linkBroken': 'Questo link non funziona',
  'campaign.failed': 'Non è stato possibile caricare la pagina',
  'campaign.unsubscribed': 'Disiscrizione completata',
  'campaign.unsubscribedHelp': 'Non riceverai più email su questo argomento.',
  'campaign.unsubscribeQuestion': 'Non vuoi più ricevere email su «{campaign}»?',
  'campaign.unsubscribe': 'Annulla l’iscrizione',
  'campaign.thanks': 'Grazie per il tuo feedback',
  'campaign.thanksHelp': 'La tua risposta è stata registrata.',
  'campaign.notOpen': 'Non aperta',
  'campaign.anythingElse': 'Vuoi aggiungere altro?',
  'campaign.yourFeedback': 'Il tuo feedback',
  'campaign.send': 'Invia',

  'problem.organisationNotFound': 'Organizzazione non trovata.',
  'problem.eventPageNotOpen': 'Questa pagina dell’evento non è aperta.',
  'problem.invitationNotFound': 'Questo link non è valido: chiedi un nuovo invito.',
  'problem.campaignClosed': 'Al momento questa campagna non accetta risposte.',
  'problem.alreadyAnswered': 'Hai già risposto: grazie!',
  'problem.unknownQuestion': 'Questa campagna non prevede questa domanda.',
  'problem.emptyResponse': 'Scrivi qualche parola o rispondi a una domanda.',
  'problem.feedbackNotFound': 'Non abbiamo trovato questo feedback.',
  'problem.noEmail': 'Questo feedback non ha un indirizzo email da confermare.',
  'problem.alreadyConfirmed': 'Questo indirizzo email è già confermato.',
  'problem.recentlySent':
    'Un link di conferma è stato inviato pochi minuti fa. Controlla la tua casella di posta o riprova più tardi.',
  'problem.invalidLink': 'Questo link di conferma non è valido. Aprilo esattamente come appare nell’email.',
  'problem.expiredLink': 'Questo link di conferma è scaduto. Chiedine uno nuovo.',
  'problem.feedbackGone': 'Il feedback confermato da questo link non esiste più.',
  'problem.offline': 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  'problem.tooMany': 'Troppi tentativi in poco tempo. Attendi qualche istante e riprova.',
  'problem.unknown': 'Si è verificato un problema.',
} satisfies PageTexts;
