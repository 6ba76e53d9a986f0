import type { PageTexts } from '../en';

export default {
  'title.feedback': 'Feedback',
  'title.confirmEmail': 'Confirme seu e-mail',

  'page.tryAgain': 'Tentar novamente',
  'page.whichOrganisation': 'Qual organização?',
  'page.whichOrganisationHelp':
    'Abra esta página pelo link que a organização compartilhou: é ele que indica de qual organização se trata.',

  'organisation.notFound': 'Esta página de feedback não existe',
  'organisation.failed': 'Não foi possível carregar a página de feedback',
  'organisation.subtitle': 'Conte o que você achou: lemos todas as mensagens.',
  'organisation.closed': 'Feedback indisponível no momento',
  'organisation.closedHelp': '{organisation} não está recebendo feedback nesta página no momento.',
  'organisation.whichProduct': 'Sobre qual produto é o seu feedback?',
  'organisation.noProductMatches': 'Nenhum produto com esse nome',
  'organisation.aboutProduct': 'Seu feedback sobre {product}',
  'organisation.formLabel': 'Feedback sobre {product}',

  'event.notOpen': 'Esta página do evento não está aberta',
  'event.notOpenHelp':
    'A organização ainda não abriu esta página ou já a fechou. Peça o link atualizado à organização.',
  'event.failed': 'Não foi possível carregar a página do evento',

  'form.kind': 'Como você quer deixar seu feedback?',
  'form.voice': 'Mensagem de voz',
  'form.text': 'Feedback por escrito',
  'form.unavailable': 'O formulário de feedback não está disponível',
  'form.closed': 'Este produto não está recebendo feedback no momento.',
  'form.notHere': 'Este produto não recebe feedback por aqui.',
  'form.unreachable':
    'Não foi possível carregar o formulário de feedback. Verifique sua conexão e tente novamente.',
  'form.another': 'Deixar outra mensagem',

  'confirm.offerTitle': 'Confirmar seu e-mail?',
  'confirm.offer':
    'Podemos enviar um link para {email}, assim {organisation} fica sabendo que o endereço é seu e pode responder a você.',
  'confirm.send': 'Enviar link de confirmação',
  'confirm.checkInbox': 'Confira sua caixa de entrada',
  'confirm.sent': 'Enviamos um link de confirmação para {email}. Ele vale até {expiry}.',
  'confirm.incomplete': 'Este link está incompleto',
  'confirm.incompleteHelp':
    'Abra o link de confirmação exatamente como ele aparece no e-mail; o final dele pode ter sido cortado.',
  'confirm.confirming': 'Confirmando seu e-mail…',
  'confirm.confirmed': 'Seu e-mail foi confirmado',
  'confirm.confirmedHelp': 'Obrigado. Agora {organisation} sabe que {email} é seu.',
  'confirm.linkBroken': 'Este link não funciona',
  'confirm.failed': 'Algo deu errado',
  'confirm.expired': 'Este link expirou',
  'confirm.expiredHelp': 'Os links de confirmação valem por 24 horas. Podemos enviar um novo para você.',
  'confirm.resent': 'Enviamos um novo link para {email}. Ele vale até {expiry}.',
  'confirm.resend': 'Enviar um novo link',

  'campaign.linkBroken': 'Este link não funciona',
  'campaign.failed': 'Não foi possível carregar a página',
  'campaign.unsubscribed': 'Sua inscrição foi cancelada',
  'campaign.unsubscribedHelp': 'Você não vai receber mais e-mails sobre isso.',
  'campaign.unsubscribeQuestion': 'Parar de receber e-mails sobre “{campaign}”?',
  'campaign.unsubscribe': 'Cancelar inscrição',
  'campaign.thanks': 'Obrigado pelo seu feedback',
  'campaign.thanksHelp': 'Sua resposta foi registrada.',
  'campaign.notOpen': 'Não está aberta',
  'campaign.anythingElse': 'Mais alguma coisa?',
  'campaign.yourFeedback': 'Seu feedback',
  'campaign.send': 'Enviar',

  'problem.organisationNotFound': 'Organização não encontrada.',
  'problem.eventPageNotOpen': 'Esta página do evento não está aberta.',
  'problem.invitationNotFound': 'Este link não é válido: peça um novo convite.',
  'problem.campaignClosed': 'Esta campanha não está recebendo respostas no momento.',
  'problem.alreadyAnswered': 'Você já respondeu. Obrigado!',
  'problem.unknownQuestion': 'Esta campanha não faz essa pergunta.',
  'problem.emptyResponse': 'Escreva algumas palavras ou responda a uma pergunta.',
  'problem.feedbackNotFound': 'Não encontramos este feedback.',
  'problem.noEmail': 'Este feedback não tem um e-mail para confirmar.',
  'problem.alreadyConfirmed': 'Este e-mail já foi confirmado.',
  'problem.recentlySent':
    'Um link de confirmação foi enviado há poucos minutos. Confira sua caixa de entrada ou peça de novo mais tarde.',
  'problem.invalidLink':
    'Este link de confirmação não é válido. Abra o link exatamente como ele aparece no e-mail.',
  'problem.expiredLink': 'Este link de confirmação expirou. Peça um novo link.',
  'problem.feedbackGone': 'O feedback que este link confirma não existe mais.',
  'problem.offline': 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  'problem.tooMany': 'Muitas tentativas em pouco tempo. Aguarde um pouco e tente novamente.',
  'problem.unknown': 'Algo deu errado.',
} satisfies PageTexts;
