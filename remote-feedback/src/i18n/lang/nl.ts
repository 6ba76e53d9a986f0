import type { PageTexts } from '../en';

export default {
  'title.feedback': 'Feedback',
  'title.confirmEmail': 'Bevestig je e-mailadres',

  'page.tryAgain': 'Opnieuw proberen',
  'page.whichOrganisation': 'Welke organisatie?',
  'page.whichOrganisationHelp':
    'Open deze pagina via de link die de organisatie heeft gedeeld: daarin staat om welke organisatie het gaat.',

  'organisation.notFound': 'Deze feedbackpagina bestaat niet',
  'organisation.failed': 'De feedbackpagina kon niet worden geladen',
  'organisation.subtitle': 'Vertel ons wat je ervan vindt: we lezen elk bericht.',
  'organisation.closed': 'Op dit moment geen feedback mogelijk',
  'organisation.closedHelp': '{organisation} neemt op deze pagina momenteel geen feedback aan.',
  'organisation.whichProduct': 'Over welk product gaat je feedback?',
  'organisation.noProductMatches': 'Geen product met die naam',
  'organisation.aboutProduct': 'Je feedback over {product}',
  'organisation.formLabel': 'Feedback over {product}',

  'event.notOpen': 'Deze evenementpagina is niet open',
  'event.notOpenHelp':
    'De organisatie heeft deze pagina nog niet geopend of al gesloten. Vraag de organisatie om de actuele link.',
  'event.failed': 'De evenementpagina kon niet worden geladen',

  'form.kind': 'Hoe wil je je feedback geven?',
  'form.voice': 'Spraakbericht',
  'form.text': 'Geschreven feedback',
  'form.unavailable': 'Het feedbackformulier is niet beschikbaar',
  'form.closed': 'Dit product neemt momenteel geen feedback aan.',
  'form.notHere': 'Dit product neemt hier geen feedback aan.',
  'form.unreachable':
    'Het feedbackformulier kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  'form.another': 'Nog een bericht achterlaten',

  'confirm.offerTitle': 'Je e-mailadres bevestigen?',
  'confirm.offer':
    'We kunnen een link naar {email} sturen, zodat {organisation} weet dat het adres van jou is en je kan antwoorden.',
  'confirm.send': 'Stuur me een bevestigingslink',
  'confirm.checkInbox': 'Kijk in je inbox',
  'confirm.sent': 'We hebben een bevestigingslink naar {email} gestuurd. Deze werkt tot {expiry}.',
  'confirm.incomplete': 'Deze link is onvolledig',
  'confirm.incompleteHelp':
    'Open de bevestigingslink precies zoals hij in de e-mail staat; misschien is het einde weggevallen.',
  'confirm.confirming': 'Je e-mailadres wordt bevestigd…',
  'confirm.confirmed': 'Je e-mailadres is bevestigd',
  'confirm.confirmedHelp': 'Bedankt. {organisation} weet nu dat {email} van jou is.',
  'confirm.linkBroken': 'Deze link werkt niet',
  'confirm.failed': 'Er is iets misgegaan',
  'confirm.expired': 'Deze link is verlopen',
  'confirm.expiredHelp': 'Bevestigingslinks werken 24 uur. We kunnen je een nieuwe sturen.',
  'confirm.resent': 'We hebben een nieuwe link naar {email} gestuurd. Deze werkt tot {expiry}.',
  'confirm.resend': 'Stuur me een nieuwe link',

  'campaign.linkBroken': 'Deze link werkt niet',
  'campaign.failed': 'De pagina kon niet worden geladen',
  'campaign.unsubscribed': 'Je bent afgemeld',
  'campaign.unsubscribedHelp': 'Je ontvangt hierover geen e-mails meer.',
  'campaign.unsubscribeQuestion': 'Geen e-mails meer ontvangen over ‘{campaign}’?',
  'campaign.unsubscribe': 'Afmelden',
  'campaign.thanks': 'Bedankt voor je feedback',
  'campaign.thanksHelp': 'Je antwoord is opgeslagen.',
  'campaign.notOpen': 'Niet open',
  'campaign.anythingElse': 'Verder nog iets?',
  'campaign.yourFeedback': 'Je feedback',
  'campaign.send': 'Versturen',

  'problem.organisationNotFound': 'Organisatie niet gevonden.',
  'problem.eventPageNotOpen': 'Deze evenementpagina is niet open.',
  'problem.invitationNotFound': 'Deze link is niet geldig: vraag om een nieuwe uitnodiging.',
  'problem.campaignClosed': 'Deze campagne neemt momenteel geen reacties aan.',
  'problem.alreadyAnswered': 'Je hebt al geantwoord: bedankt!',
  'problem.unknownQuestion': 'Deze campagne stelt die vraag niet.',
  'problem.emptyResponse': 'Schrijf een paar woorden of beantwoord een vraag.',
  'problem.feedbackNotFound': 'We konden deze feedback niet vinden.',
  'problem.noEmail': 'Bij deze feedback staat geen e-mailadres om te bevestigen.',
  'problem.alreadyConfirmed': 'Dit e-mailadres is al bevestigd.',
  'problem.recentlySent':
    'Er is een paar minuten geleden al een bevestigingslink verstuurd. Kijk in je inbox of probeer het later opnieuw.',
  'problem.invalidLink':
    'Deze bevestigingslink is niet geldig. Open de link precies zoals hij in de e-mail staat.',
  'problem.expiredLink': 'Deze bevestigingslink is verlopen. Vraag een nieuwe link aan.',
  'problem.feedbackGone': 'De feedback die deze link bevestigt, bestaat niet meer.',
  'problem.offline': 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  'problem.tooMany': 'Te veel pogingen in korte tijd. Wacht even en probeer het dan opnieuw.',
  'problem.unknown': 'Er is iets misgegaan.',
} satisfies PageTexts;
