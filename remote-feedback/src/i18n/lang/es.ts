import type { PageTexts } from '../en';

export default {
  'title.feedback': 'Comentarios',
  'title.confirmEmail': 'Confirma tu correo electrónico',

  'page.tryAgain': 'Volver a intentarlo',
  'page.whichOrganisation': '¿Qué organización?',
  'page.whichOrganisationHelp':
    'Abre esta página desde el enlace que compartió la organización: en él se indica de qué organización se trata.',

  'organisation.notFound': 'Esta página de comentarios no existe',
  'organisation.failed': 'No se ha podido cargar la página de comentarios',
  'organisation.subtitle': 'Cuéntanos qué te parece: leemos todos los mensajes.',
  'organisation.closed': 'Ahora mismo no se aceptan comentarios',
  'organisation.closedHelp': '{organisation} no acepta comentarios en esta página en este momento.',
  'organisation.whichProduct': '¿Sobre qué producto son tus comentarios?',
  'organisation.noProductMatches': 'No hay ningún producto con ese nombre',
  'organisation.aboutProduct': 'Tus comentarios sobre {product}',
  'organisation.formLabel': 'Comentarios sobre {product}',

  'event.notOpen': 'Esta página del evento no está abierta',
  'event.notOpenHelp':
    'La organización aún no ha abierto esta página o ya la ha cerrado. Pídele el enlace actual.',
  'event.failed': 'No se ha podido cargar la página del evento',

  'form.kind': '¿Cómo quieres dejar tus comentarios?',
  'form.voice': 'Mensaje de voz',
  'form.text': 'Comentario por escrito',
  'form.unavailable': 'El formulario de comentarios no está disponible',
  'form.closed': 'Este producto no acepta comentarios en este momento.',
  'form.notHere': 'Este producto no acepta comentarios aquí.',
  'form.unreachable':
    'No se ha podido cargar el formulario de comentarios. Comprueba tu conexión y vuelve a intentarlo.',
  'form.another': 'Dejar otro mensaje',

  'confirm.offerTitle': '¿Quieres confirmar tu correo electrónico?',
  'confirm.offer':
    'Podemos enviar un enlace a {email} para que {organisation} sepa que la dirección es tuya y pueda responderte.',
  'confirm.send': 'Enviarme un enlace de confirmación',
  'confirm.checkInbox': 'Revisa tu bandeja de entrada',
  'confirm.sent': 'Hemos enviado un enlace de confirmación a {email}. Es válido hasta el {expiry}.',
  'confirm.incomplete': 'Este enlace está incompleto',
  'confirm.incompleteHelp':
    'Abre el enlace de confirmación tal y como aparece en el correo; puede que se haya cortado el final.',
  'confirm.confirming': 'Confirmando tu correo electrónico…',
  'confirm.confirmed': 'Tu correo electrónico está confirmado',
  'confirm.confirmedHelp': 'Gracias. {organisation} ya sabe que {email} es tu dirección.',
  'confirm.linkBroken': 'Este enlace no funciona',
  'confirm.failed': 'Algo ha salido mal',
  'confirm.expired': 'Este enlace ha caducado',
  'confirm.expiredHelp':
    'Los enlaces de confirmación son válidos durante 24 horas. Podemos enviarte uno nuevo.',
  'confirm.resent': 'Hemos enviado un enlace nuevo a {email}. Es válido hasta el {expiry}.',
  'confirm.resend': 'Enviarme un enlace nuevo',

  'campaign.linkBroken': 'Este enlace no funciona',
  'campaign.failed': 'No se ha podido cargar la página',
  'campaign.unsubscribed': 'Te has dado de baja',
  'campaign.unsubscribedHelp': 'No recibirás más correos sobre esto.',
  'campaign.unsubscribeQuestion': '¿Quieres dejar de recibir correos sobre «{campaign}»?',
  'campaign.unsubscribe': 'Darme de baja',
  'campaign.thanks': 'Gracias por tus comentarios',
  'campaign.thanksHelp': 'Hemos registrado tu respuesta.',
  'campaign.notOpen': 'No está abierta',
  'campaign.anythingElse': '¿Algo más?',
  'campaign.yourFeedback': 'Tus comentarios',
  'campaign.send': 'Enviar',

  'problem.organisationNotFound': 'No se ha encontrado la organización.',
  'problem.eventPageNotOpen': 'Esta página del evento no está abierta.',
  'problem.invitationNotFound': 'Este enlace no es válido: pide una nueva invitación.',
  'problem.campaignClosed': 'Esta campaña no acepta respuestas en este momento.',
  'problem.alreadyAnswered': 'Ya has respondido: ¡gracias!',
  'problem.unknownQuestion': 'Esta campaña no incluye esa pregunta.',
  'problem.emptyResponse': 'Escribe unas palabras o responde a una pregunta.',
  'problem.feedbackNotFound': 'No hemos encontrado estos comentarios.',
  'problem.noEmail': 'Estos comentarios no tienen ningún correo electrónico que confirmar.',
  'problem.alreadyConfirmed': 'Este correo electrónico ya está confirmado.',
  'problem.recentlySent':
    'Hace unos minutos se envió un enlace de confirmación. Revisa tu bandeja de entrada o vuelve a pedirlo más tarde.',
  'problem.invalidLink': 'Este enlace de confirmación no es válido. Ábrelo tal y como aparece en el correo.',
  'problem.expiredLink': 'Este enlace de confirmación ha caducado. Pide uno nuevo.',
  'problem.feedbackGone': 'Los comentarios que confirma este enlace ya no existen.',
  'problem.offline': 'No se ha podido conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
  'problem.tooMany': 'Demasiados intentos en poco tiempo. Espera un momento y vuelve a intentarlo.',
  'problem.unknown': 'Algo ha salido mal.',
} satisfies PageTexts;
