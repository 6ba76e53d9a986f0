import type { PageTexts } from '../en';

export default {
  'title.feedback': 'Opinia',
  'title.confirmEmail': 'Potwierdź adres e-mail',

  'page.tryAgain': 'Spróbuj ponownie',
  'page.whichOrganisation': 'Która organizacja?',
  'page.whichOrganisationHelp':
    'Otwórz tę stronę za pomocą linku udostępnionego przez organizację – to w nim jest wskazana organizacja.',

  'organisation.notFound': 'Ta strona opinii nie istnieje',
  'organisation.failed': 'Nie udało się wczytać strony opinii',
  'organisation.subtitle': 'Powiedz nam, co myślisz – czytamy każdą wiadomość.',
  'organisation.closed': 'Obecnie nie zbieramy opinii',
  'organisation.closedHelp': 'Organizacja {organisation} nie zbiera obecnie opinii na tej stronie.',
  'organisation.whichProduct': 'Którego produktu dotyczy Twoja opinia?',
  'organisation.noProductMatches': 'Brak produktu o tej nazwie',
  'organisation.aboutProduct': 'Twoja opinia o produkcie {product}',
  'organisation.formLabel': 'Opinia o produkcie {product}',

  'event.notOpen': 'Ta strona wydarzenia nie jest otwarta',
  'event.notOpenHelp':
    'Organizacja nie otworzyła jeszcze tej strony albo już ją zamknęła. Poproś organizatorów o aktualny link.',
  'event.failed': 'Nie udało się wczytać strony wydarzenia',

  'form.kind': 'Jak chcesz przekazać opinię?',
  'form.voice': 'Wiadomość głosowa',
  'form.text': 'Opinia na piśmie',
  'form.unavailable': 'Formularz opinii jest niedostępny',
  'form.closed': 'Ten produkt obecnie nie zbiera opinii.',
  'form.notHere': 'Ten produkt nie zbiera opinii w tym miejscu.',
  'form.unreachable': 'Nie udało się wczytać formularza opinii. Sprawdź połączenie i spróbuj ponownie.',
  'form.another': 'Zostaw kolejną wiadomość',

  'confirm.offerTitle': 'Potwierdzić adres e-mail?',
  'confirm.offer':
    'Możemy wysłać link na adres {email}. Dzięki temu organizacja {organisation} będzie wiedzieć, że to Twój adres, i będzie mogła Ci odpowiedzieć.',
  'confirm.send': 'Wyślij mi link potwierdzający',
  'confirm.checkInbox': 'Sprawdź skrzynkę odbiorczą',
  'confirm.sent': 'Wysłaliśmy link potwierdzający na adres {email}. Jest ważny do {expiry}.',
  'confirm.incomplete': 'Ten link jest niepełny',
  'confirm.incompleteHelp':
    'Otwórz link potwierdzający dokładnie w takiej postaci, w jakiej jest w e-mailu – mógł zostać ucięty.',
  'confirm.confirming': 'Potwierdzamy Twój adres e-mail…',
  'confirm.confirmed': 'Twój adres e-mail został potwierdzony',
  'confirm.confirmedHelp': 'Dziękujemy. Organizacja {organisation} wie już, że {email} to Twój adres.',
  'confirm.linkBroken': 'Ten link nie działa',
  'confirm.failed': 'Coś poszło nie tak',
  'confirm.expired': 'Ten link wygasł',
  'confirm.expiredHelp': 'Linki potwierdzające są ważne przez 24 godziny. Możemy wysłać Ci nowy.',
  'confirm.resent': 'Wysłaliśmy nowy link na adres {email}. Jest ważny do {expiry}.',
  'confirm.resend': 'Wyślij mi nowy link',

  'campaign.linkBroken': 'Ten link nie działa',
  'campaign.failed': 'Nie udało się wczytać strony',
  'campaign.unsubscribed': 'Wypisano Cię z listy',
  'campaign.unsubscribedHelp': 'Nie będziesz już otrzymywać e-maili w tej sprawie.',
  'campaign.unsubscribeQuestion': 'Nie chcesz już otrzymywać e-maili dotyczących „{campaign}”?',
  'campaign.unsubscribe': 'Wypisz się',
  'campaign.thanks': 'Dziękujemy za opinię',
  'campaign.thanksHelp': 'Twoja odpowiedź została zapisana.',
  'campaign.notOpen': 'Kampania zamknięta',
  'campaign.anythingElse': 'Coś jeszcze?',
  'campaign.yourFeedback': 'Twoja opinia',
  'campaign.send': 'Wyślij',

  'problem.organisationNotFound': 'Nie znaleziono organizacji.',
  'problem.eventPageNotOpen': 'Ta strona wydarzenia nie jest otwarta.',
  'problem.invitationNotFound': 'Ten link jest nieprawidłowy – poproś o nowe zaproszenie.',
  'problem.campaignClosed': 'Ta kampania obecnie nie przyjmuje odpowiedzi.',
  'problem.alreadyAnswered': 'Twoja odpowiedź już do nas dotarła – dziękujemy.',
  'problem.unknownQuestion': 'Ta kampania nie zadaje takiego pytania.',
  'problem.emptyResponse': 'Napisz kilka słów lub odpowiedz na pytanie.',
  'problem.feedbackNotFound': 'Nie znaleźliśmy tej opinii.',
  'problem.noEmail': 'Ta opinia nie zawiera adresu e-mail do potwierdzenia.',
  'problem.alreadyConfirmed': 'Ten adres e-mail jest już potwierdzony.',
  'problem.recentlySent':
    'Link potwierdzający został wysłany kilka minut temu. Sprawdź skrzynkę odbiorczą lub spróbuj ponownie później.',
  'problem.invalidLink':
    'Ten link potwierdzający jest nieprawidłowy. Otwórz go dokładnie w takiej postaci, w jakiej jest w e-mailu.',
  'problem.expiredLink': 'Ten link potwierdzający wygasł. Poproś o nowy link.',
  'problem.feedbackGone': 'Opinia, którą potwierdza ten link, już nie istnieje.',
  'problem.offline': 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  'problem.tooMany': 'Zbyt wiele prób w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.',
  'problem.unknown': 'Coś poszło nie tak.',
} satisfies PageTexts;
