import type { VisitorTexts } from './en';

export const es: VisitorTexts = {
  'confirmation.subject': 'Confirma tu correo electrónico para {organisation}',
  'confirmation.intro':
    'Has dejado comentarios para {organisation} con esta dirección de correo. Confirma que es tuya para que sepan que pueden contactarte en ella:',
  'confirmation.expiry':
    'El enlace es válido hasta el {expiry}. Si no has dejado ningún comentario, ignora este correo.',
  'confirmation.organisationFallback': 'la organización',

  'invitation.subject': 'A {organisation} le gustaría conocer tu opinión sobre {product}',
  'invitation.greetingNamed': 'Hola, {name}:',
  'invitation.greeting': 'Hola:',
  'invitation.answer': 'Responde aquí (solo te llevará un par de minutos):',
  'invitation.unsubscribe': 'Si no quieres recibir más correos sobre esto, date de baja: {link}',
};
