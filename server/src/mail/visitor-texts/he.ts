import type { VisitorTexts } from './en';

// Links are lines of their own: inside a right-to-left sentence an address would be split apart.
export const he: VisitorTexts = {
  'confirmation.subject': 'אימות כתובת האימייל שלך עבור {organisation}',
  'confirmation.intro':
    'השארת משוב עבור {organisation} עם כתובת האימייל הזו. כדי שיידעו שאפשר ליצור איתך קשר, יש לאשר שהכתובת שלך:',
  'confirmation.expiry': 'הקישור תקף עד {expiry}. אם לא השארת משוב, אפשר להתעלם מהאימייל הזה.',
  'confirmation.organisationFallback': 'הארגון',

  'invitation.subject': 'בקשה מ־{organisation}: מה דעתך על {product}?',
  'invitation.greetingNamed': 'שלום {name},',
  'invitation.greeting': 'שלום,',
  'invitation.answer': 'אפשר לענות כאן (זה ייקח דקה או שתיים):',
  'invitation.unsubscribe': 'כדי להפסיק לקבל הודעות בנושא הזה, אפשר לבטל את ההרשמה:\n{link}',
};
