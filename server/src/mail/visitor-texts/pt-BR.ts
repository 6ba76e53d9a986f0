import type { VisitorTexts } from './en';

export const ptBR: VisitorTexts = {
  'confirmation.subject': 'Confirme seu e-mail para {organisation}',
  'confirmation.intro':
    'Você deixou um feedback para {organisation} com este endereço de e-mail. Confirme que ele é seu, para que saibam que podem entrar em contato com você:',
  'confirmation.expiry':
    'O link vale até {expiry}. Se você não deixou nenhum feedback, é só ignorar este e-mail.',
  'confirmation.organisationFallback': 'a organização',

  'invitation.subject': '{organisation} quer saber sua opinião sobre {product}',
  'invitation.greetingNamed': 'Olá, {name},',
  'invitation.greeting': 'Olá,',
  'invitation.answer': 'Responda aqui (leva só um ou dois minutos):',
  'invitation.unsubscribe': 'Para não receber mais e-mails sobre isso, cancele a inscrição: {link}',
};
