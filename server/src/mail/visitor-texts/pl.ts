import type { VisitorTexts } from './en';

// The organisation's and the product's names stay in the nominative: Polish would decline them.
export const pl: VisitorTexts = {
  'confirmation.subject': '{organisation}: potwierdź swój adres e-mail',
  'confirmation.intro':
    'Ten adres e-mail podano w opinii przesłanej do: {organisation}. Potwierdź, że należy do Ciebie – wtedy będzie wiadomo, że można się z Tobą pod nim kontaktować:',
  'confirmation.expiry':
    'Link jest ważny do {expiry}. Jeśli ta wiadomość Ciebie nie dotyczy, po prostu ją zignoruj.',
  'confirmation.organisationFallback': 'organizacja',

  'invitation.subject': '{organisation} prosi o Twoją opinię na temat: {product}',
  'invitation.greetingNamed': 'Dzień dobry, {name}!',
  'invitation.greeting': 'Dzień dobry!',
  'invitation.answer': 'Odpowiedz tutaj (zajmie to minutę lub dwie):',
  'invitation.unsubscribe': 'Jeśli nie chcesz otrzymywać więcej wiadomości w tej sprawie, wypisz się: {link}',
};
