import type { PageTexts } from '../en';

// Names, addresses and dates filled in sit between U+2068 and U+2069 (first-strong isolate): a
// Latin name or an e-mail address inside right-to-left text keeps its own order and does not pull
// the punctuation around it to the wrong side.
export default {
  'title.feedback': 'משוב',
  'title.confirmEmail': 'אימות כתובת האימייל',

  'page.tryAgain': 'ניסיון חוזר',
  'page.whichOrganisation': 'איזה ארגון?',
  'page.whichOrganisationHelp': 'יש לפתוח את הדף הזה דרך הקישור שהארגון שיתף – הקישור הוא שמציין את הארגון.',

  'organisation.notFound': 'דף המשוב הזה לא קיים',
  'organisation.failed': 'לא הצלחנו לטעון את דף המשוב',
  'organisation.subtitle': 'ספרו לנו מה דעתכם – אנחנו קוראים כל הודעה.',
  'organisation.closed': 'כרגע לא מתקבל משוב',
  'organisation.closedHelp': 'כרגע אי אפשר להשאיר משוב ל־\u2068{organisation}\u2069 בדף הזה.',
  'organisation.whichProduct': 'על איזה מוצר המשוב שלך?',
  'organisation.noProductMatches': 'אין מוצר בשם הזה',
  'organisation.aboutProduct': 'המשוב שלך על \u2068{product}\u2069',
  'organisation.formLabel': 'משוב על \u2068{product}\u2069',

  'event.notOpen': 'דף האירוע הזה לא פתוח',
  'event.notOpenHelp':
    'הארגון עדיין לא פתח את הדף הזה, או שכבר סגר אותו. כדאי לבקש מהארגון את הקישור העדכני.',
  'event.failed': 'לא הצלחנו לטעון את דף האירוע',

  'form.kind': 'איך תרצו להשאיר משוב?',
  'form.voice': 'הודעה קולית',
  'form.text': 'משוב בכתב',
  'form.unavailable': 'טופס המשוב לא זמין',
  'form.closed': 'המוצר הזה לא מקבל משוב כרגע.',
  'form.notHere': 'המוצר הזה לא מקבל משוב כאן.',
  'form.unreachable': 'לא הצלחנו לטעון את טופס המשוב. כדאי לבדוק את החיבור ולנסות שוב.',
  'form.another': 'השארת הודעה נוספת',

  'confirm.offerTitle': 'לאמת את כתובת האימייל?',
  'confirm.offer':
    'אפשר לשלוח קישור אל \u2068{email}\u2069, כדי שב־\u2068{organisation}\u2069 יידעו שהכתובת שלך ויוכלו להשיב לך.',
  'confirm.send': 'שליחת קישור אימות',
  'confirm.checkInbox': 'כדאי לבדוק את תיבת הדואר הנכנס',
  'confirm.sent': 'שלחנו קישור אימות אל \u2068{email}\u2069. הקישור תקף עד \u2068{expiry}\u2069.',
  'confirm.incomplete': 'הקישור הזה לא שלם',
  'confirm.incompleteHelp': 'יש לפתוח את קישור האימות בדיוק כפי שהוא מופיע באימייל – ייתכן שסופו נקטע.',
  'confirm.confirming': 'מאמתים את כתובת האימייל שלך…',
  'confirm.confirmed': 'כתובת האימייל שלך אומתה',
  'confirm.confirmedHelp':
    'תודה. עכשיו ב־\u2068{organisation}\u2069 יודעים ש־\u2068{email}\u2069 היא הכתובת שלך.',
  'confirm.linkBroken': 'הקישור הזה לא עובד',
  'confirm.failed': 'משהו השתבש',
  'confirm.expired': 'תוקף הקישור הזה פג',
  'confirm.expiredHelp': 'קישורי אימות תקפים למשך 24 שעות. אפשר לשלוח לך קישור חדש.',
  'confirm.resent': 'שלחנו קישור חדש אל \u2068{email}\u2069. הקישור תקף עד \u2068{expiry}\u2069.',
  'confirm.resend': 'שליחת קישור חדש',

  'campaign.linkBroken': 'הקישור הזה לא עובד',
  'campaign.failed': 'לא הצלחנו לטעון את הדף',
  'campaign.unsubscribed': 'ההרשמה בוטלה',
  'campaign.unsubscribedHelp': 'לא יישלחו אליך עוד הודעות אימייל בנושא הזה.',
  'campaign.unsubscribeQuestion': 'להפסיק לקבל הודעות אימייל בנושא "\u2068{campaign}\u2069"?',
  'campaign.unsubscribe': 'ביטול ההרשמה',
  'campaign.thanks': 'תודה על המשוב',
  'campaign.thanksHelp': 'התשובה שלך נשמרה.',
  'campaign.notOpen': 'לא פתוח',
  'campaign.anythingElse': 'משהו נוסף?',
  'campaign.yourFeedback': 'המשוב שלך',
  'campaign.send': 'שליחה',

  'problem.organisationNotFound': 'הארגון לא נמצא.',
  'problem.eventPageNotOpen': 'דף האירוע הזה לא פתוח.',
  'problem.invitationNotFound': 'הקישור הזה לא תקף – יש לבקש הזמנה חדשה.',
  'problem.campaignClosed': 'הקמפיין הזה לא מקבל תשובות כרגע.',
  'problem.alreadyAnswered': 'כבר ענית – תודה.',
  'problem.unknownQuestion': 'השאלה הזו לא שייכת לקמפיין הזה.',
  'problem.emptyResponse': 'יש לכתוב כמה מילים או לענות על שאלה.',
  'problem.feedbackNotFound': 'לא מצאנו את המשוב הזה.',
  'problem.noEmail': 'למשוב הזה אין כתובת אימייל לאימות.',
  'problem.alreadyConfirmed': 'כתובת האימייל הזו כבר אומתה.',
  'problem.recentlySent':
    'קישור אימות נשלח לפני כמה דקות. כדאי לבדוק את תיבת הדואר הנכנס, או לבקש שוב מאוחר יותר.',
  'problem.invalidLink': 'קישור האימות הזה לא תקף. יש לפתוח את הקישור בדיוק כפי שהוא מופיע באימייל.',
  'problem.expiredLink': 'תוקף קישור האימות הזה פג. יש לבקש קישור חדש.',
  'problem.feedbackGone': 'המשוב שהקישור הזה מאמת כבר לא קיים.',
  'problem.offline': 'לא הצלחנו להתחבר לשרת. כדאי לבדוק את החיבור ולנסות שוב.',
  'problem.tooMany': 'יותר מדי ניסיונות בזמן קצר. כדאי לחכות מעט ולנסות שוב.',
  'problem.unknown': 'משהו השתבש.',
} satisfies PageTexts;
