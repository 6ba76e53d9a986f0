import type { LanguageTexts } from '../languages';

// Phone numbers sit between U+2066 and U+2069 (left-to-right isolate): inside right-to-left text
// the groups of digits would otherwise be shown in reverse order.
export default {
  launcher: 'إرسال ملاحظات',
  close: 'إغلاق',
  title: 'ملاحظات',
  'prompt.LeaveMessage': 'اترك لنا رسالة.',
  'prompt.PhoneCall': 'اتصل بنا.',
  'prompt.ProvideFeedback': 'شاركنا رأيك',
  'field.name': 'اسمك',
  'field.email': 'بريدك الإلكتروني',
  'field.phoneNumber': 'رقم هاتفك',
  'field.purpose': 'موضوع رسالتك',
  'field.message': 'رسالتك',
  'field.callback': 'رقم الهاتف الذي نعاود الاتصال بك عليه',
  'hint.phone': 'بالصيغة الدولية، مثل \u2066+966 11 234 5678\u2069',
  'error.required': 'هذا الحقل مطلوب.',
  'error.email': 'أدخل عنوان بريد إلكتروني صالحًا.',
  'error.phone': 'أدخل الرقم بالصيغة الدولية مبتدئًا بالرمز \u2066+\u2069.',
  'error.tooLong':
    '{max, plural, zero {لا يُسمح بأي حرف.} one {حرف واحد كحد أقصى.} two {حرفان كحد أقصى.} few {# أحرف كحد أقصى.} many {# حرفًا كحد أقصى.} other {# حرف كحد أقصى.}}',
  'error.recording': 'سجّل رسالة أولًا.',
  'error.refused': 'تعذّر علينا قبول هذه الرسالة. يُرجى مراجعتها والمحاولة مرة أخرى.',
  send: 'إرسال',
  sending: 'جارٍ الإرسال…',
  uploading: 'جارٍ رفع تسجيلك',
  sent: 'شكرًا لك! تم إرسال رسالتك.',
  queued: 'يبدو أنك غير متصل بالإنترنت. حفظنا رسالتك وسنرسلها تلقائيًا.',
  'recorder.loading': 'جارٍ تجهيز المسجّل…',
  counter: '{count} / {max}',
  'error.microphone': 'الميكروفون غير متاح. اسمح بالوصول إليه لتسجيل رسالة.',
  'recorder.start': 'بدء التسجيل',
  'recorder.stop': 'إيقاف التسجيل',
  'recorder.again': 'إعادة التسجيل',
  'recorder.level': 'مستوى الميكروفون',
  'recorder.elapsed':
    '{elapsed} من {max, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  'recorder.playback': 'استمع إلى تسجيلك',
  'recorder.started': 'بدأ التسجيل.',
  'recorder.stopped': 'توقف التسجيل: {duration}.',
  'recorder.progress': 'جارٍ رفع تسجيلك: {percent}',
} satisfies LanguageTexts;
