import type { VisitorTexts } from './en';

export const tr: VisitorTexts = {
  'confirmation.subject': '{organisation} için e-posta adresinizi doğrulayın',
  'confirmation.intro':
    '{organisation} için bu e-posta adresiyle geri bildirim bıraktınız. Size ulaşabileceklerini bilmeleri için adresin size ait olduğunu doğrulayın:',
  'confirmation.expiry':
    'Bağlantı {expiry} tarihine kadar geçerlidir. Herhangi bir geri bildirim bırakmadıysanız bu e-postayı dikkate almayın.',
  'confirmation.organisationFallback': 'kuruluş',

  'invitation.subject': '{organisation}, {product} hakkındaki görüşlerinizi öğrenmek istiyor',
  'invitation.greetingNamed': 'Merhaba {name},',
  'invitation.greeting': 'Merhaba,',
  'invitation.answer': 'Buradan yanıtlayın (bir iki dakikanızı alır):',
  'invitation.unsubscribe': 'Bu konuda artık e-posta almak istemiyorsanız abonelikten çıkın: {link}',
};
