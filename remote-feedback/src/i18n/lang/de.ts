import type { PageTexts } from '../en';

export default {
  'title.feedback': 'Feedback',
  'title.confirmEmail': 'E-Mail-Adresse bestätigen',

  'page.tryAgain': 'Erneut versuchen',
  'page.whichOrganisation': 'Welche Organisation?',
  'page.whichOrganisationHelp':
    'Öffnen Sie diese Seite über den Link, den die Organisation geteilt hat – darin ist die Organisation angegeben.',

  'organisation.notFound': 'Diese Feedback-Seite gibt es nicht',
  'organisation.failed': 'Die Feedback-Seite konnte nicht geladen werden',
  'organisation.subtitle': 'Sagen Sie uns Ihre Meinung – wir lesen jede Nachricht.',
  'organisation.closed': 'Derzeit kein Feedback möglich',
  'organisation.closedHelp': '{organisation} nimmt auf dieser Seite derzeit kein Feedback entgegen.',
  'organisation.whichProduct': 'Zu welchem Produkt möchten Sie Feedback geben?',
  'organisation.noProductMatches': 'Kein Produkt mit diesem Namen',
  'organisation.aboutProduct': 'Ihr Feedback zu {product}',
  'organisation.formLabel': 'Feedback zu {product}',

  'event.notOpen': 'Diese Veranstaltungsseite ist nicht geöffnet',
  'event.notOpenHelp':
    'Die Organisation hat diese Seite noch nicht geöffnet oder bereits geschlossen. Fragen Sie dort nach dem aktuellen Link.',
  'event.failed': 'Die Veranstaltungsseite konnte nicht geladen werden',

  'form.kind': 'Wie möchten Sie Ihr Feedback geben?',
  'form.voice': 'Sprachnachricht',
  'form.text': 'Schriftliches Feedback',
  'form.unavailable': 'Das Feedback-Formular ist nicht verfügbar',
  'form.closed': 'Für dieses Produkt ist derzeit kein Feedback möglich.',
  'form.notHere': 'Für dieses Produkt ist hier kein Feedback möglich.',
  'form.unreachable':
    'Das Feedback-Formular konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'form.another': 'Weitere Nachricht hinterlassen',

  'confirm.offerTitle': 'E-Mail-Adresse bestätigen?',
  'confirm.offer':
    'Wir können Ihnen einen Link an {email} senden. So weiß {organisation}, dass die Adresse Ihnen gehört, und kann Ihnen antworten.',
  'confirm.send': 'Bestätigungslink senden',
  'confirm.checkInbox': 'Sehen Sie in Ihrem Posteingang nach',
  'confirm.sent': 'Wir haben einen Bestätigungslink an {email} gesendet. Er ist gültig bis {expiry}.',
  'confirm.incomplete': 'Dieser Link ist unvollständig',
  'confirm.incompleteHelp':
    'Öffnen Sie den Bestätigungslink genau so, wie er in der E-Mail steht – vielleicht wurde sein Ende abgeschnitten.',
  'confirm.confirming': 'Ihre E-Mail-Adresse wird bestätigt…',
  'confirm.confirmed': 'Ihre E-Mail-Adresse ist bestätigt',
  'confirm.confirmedHelp': 'Vielen Dank. {organisation} weiß jetzt, dass {email} Ihre Adresse ist.',
  'confirm.linkBroken': 'Dieser Link funktioniert nicht',
  'confirm.failed': 'Etwas ist schiefgelaufen',
  'confirm.expired': 'Dieser Link ist abgelaufen',
  'confirm.expiredHelp': 'Bestätigungslinks sind 24 Stunden gültig. Wir können Ihnen einen neuen senden.',
  'confirm.resent': 'Wir haben einen neuen Link an {email} gesendet. Er ist gültig bis {expiry}.',
  'confirm.resend': 'Neuen Link senden',

  'campaign.linkBroken': 'Dieser Link funktioniert nicht',
  'campaign.failed': 'Die Seite konnte nicht geladen werden',
  'campaign.unsubscribed': 'Sie sind abgemeldet',
  'campaign.unsubscribedHelp': 'Sie erhalten dazu keine E-Mails mehr.',
  'campaign.unsubscribeQuestion': 'Keine E-Mails mehr zu „{campaign}“ erhalten?',
  'campaign.unsubscribe': 'Abmelden',
  'campaign.thanks': 'Vielen Dank für Ihr Feedback',
  'campaign.thanksHelp': 'Ihre Antwort wurde gespeichert.',
  'campaign.notOpen': 'Nicht geöffnet',
  'campaign.anythingElse': 'Möchten Sie noch etwas ergänzen?',
  'campaign.yourFeedback': 'Ihr Feedback',
  'campaign.send': 'Senden',

  'problem.organisationNotFound': 'Die Organisation wurde nicht gefunden.',
  'problem.eventPageNotOpen': 'Diese Veranstaltungsseite ist nicht geöffnet.',
  'problem.invitationNotFound': 'Dieser Link ist ungültig. Bitten Sie um eine neue Einladung.',
  'problem.campaignClosed': 'Diese Kampagne nimmt derzeit keine Antworten entgegen.',
  'problem.alreadyAnswered': 'Sie haben bereits geantwortet – vielen Dank.',
  'problem.unknownQuestion': 'Diese Frage gehört nicht zu dieser Kampagne.',
  'problem.emptyResponse': 'Schreiben Sie ein paar Worte oder beantworten Sie eine Frage.',
  'problem.feedbackNotFound': 'Wir konnten dieses Feedback nicht finden.',
  'problem.noEmail': 'Zu diesem Feedback gibt es keine E-Mail-Adresse, die sich bestätigen ließe.',
  'problem.alreadyConfirmed': 'Diese E-Mail-Adresse ist bereits bestätigt.',
  'problem.recentlySent':
    'Vor wenigen Minuten wurde bereits ein Bestätigungslink gesendet. Sehen Sie in Ihrem Posteingang nach oder versuchen Sie es später noch einmal.',
  'problem.invalidLink':
    'Dieser Bestätigungslink ist ungültig. Öffnen Sie den Link genau so, wie er in der E-Mail steht.',
  'problem.expiredLink': 'Dieser Bestätigungslink ist abgelaufen. Fordern Sie einen neuen Link an.',
  'problem.feedbackGone': 'Das Feedback, das dieser Link bestätigt, gibt es nicht mehr.',
  'problem.offline':
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'problem.tooMany':
    'Zu viele Versuche in kurzer Zeit. Warten Sie einen Moment und versuchen Sie es dann erneut.',
  'problem.unknown': 'Etwas ist schiefgelaufen.',
} satisfies PageTexts;
