import type { VisitorTexts } from './en';

// Links are lines of their own: inside a right-to-left sentence an address would be split apart.
export const ar: VisitorTexts = {
  'confirmation.subject': 'أكّد بريدك الإلكتروني لدى {organisation}',
  'confirmation.intro':
    'لقد تركت ملاحظات لدى {organisation} باستخدام عنوان البريد الإلكتروني هذا. أكّد أنه عنوانك حتى يعرفوا أنه يمكنهم التواصل معك:',
  'confirmation.expiry': 'يظل الرابط صالحًا حتى {expiry}. إذا لم تترك أي ملاحظات، فتجاهل هذه الرسالة.',
  'confirmation.organisationFallback': 'المؤسسة',

  'invitation.subject': 'تودّ {organisation} معرفة رأيك في {product}',
  'invitation.greetingNamed': 'مرحبًا {name}،',
  'invitation.greeting': 'مرحبًا،',
  'invitation.answer': 'أجب من هنا (يستغرق الأمر دقيقة أو دقيقتين):',
  'invitation.unsubscribe':
    'إذا كنت لا ترغب في تلقي المزيد من الرسائل بشأن هذا الموضوع، فيمكنك إلغاء اشتراكك من هنا:\n{link}',
};
