import type { PageTexts } from '../en';

export default {
  'title.feedback': 'フィードバック',
  'title.confirmEmail': 'メールアドレスの確認',

  'page.tryAgain': '再試行',
  'page.whichOrganisation': 'どの組織のページですか？',
  'page.whichOrganisationHelp':
    '組織から共有されたリンクからこのページを開いてください。どの組織のページかはリンクで指定されます。',

  'organisation.notFound': 'このフィードバックページは存在しません',
  'organisation.failed': 'フィードバックページを読み込めませんでした',
  'organisation.subtitle': 'ご意見をお聞かせください。すべてのメッセージに目を通しています。',
  'organisation.closed': '現在フィードバックを受け付けていません',
  'organisation.closedHelp': '{organisation}は現在、このページでフィードバックを受け付けていません。',
  'organisation.whichProduct': 'どの製品についてのフィードバックですか？',
  'organisation.noProductMatches': 'その名前の製品はありません',
  'organisation.aboutProduct': '{product}についてのフィードバック',
  'organisation.formLabel': '{product}へのフィードバック',

  'event.notOpen': 'このイベントページは公開されていません',
  'event.notOpenHelp':
    '組織がまだこのページを公開していないか、公開を終了しています。最新のリンクを組織にお問い合わせください。',
  'event.failed': 'イベントページを読み込めませんでした',

  'form.kind': 'フィードバックの方法を選んでください',
  'form.voice': '音声メッセージ',
  'form.text': '文章でのフィードバック',
  'form.unavailable': 'フィードバックフォームを利用できません',
  'form.closed': 'この製品は現在フィードバックを受け付けていません。',
  'form.notHere': 'この製品はこのページではフィードバックを受け付けていません。',
  'form.unreachable':
    'フィードバックフォームを読み込めませんでした。接続を確認して、もう一度お試しください。',
  'form.another': '別のメッセージを送る',

  'confirm.offerTitle': 'メールアドレスを確認しますか？',
  'confirm.offer':
    '{email}宛てに確認用のリンクをお送りできます。確認すると、このアドレスがご本人のものであることが{organisation}に伝わり、返信を受け取れるようになります。',
  'confirm.send': '確認リンクを送信',
  'confirm.checkInbox': '受信トレイをご確認ください',
  'confirm.sent': '{email}宛てに確認リンクを送信しました。リンクの有効期限は{expiry}です。',
  'confirm.incomplete': 'このリンクは不完全です',
  'confirm.incompleteHelp':
    'メールに記載された確認リンクをそのまま開いてください。リンクの末尾が切れている可能性があります。',
  'confirm.confirming': 'メールアドレスを確認しています…',
  'confirm.confirmed': 'メールアドレスが確認されました',
  'confirm.confirmedHelp':
    'ありがとうございます。{email}がご本人のアドレスであることが{organisation}に伝わりました。',
  'confirm.linkBroken': 'このリンクは無効です',
  'confirm.failed': '問題が発生しました',
  'confirm.expired': 'このリンクは有効期限が切れています',
  'confirm.expiredHelp': '確認リンクの有効期限は24時間です。新しいリンクをお送りできます。',
  'confirm.resent': '{email}宛てに新しいリンクを送信しました。リンクの有効期限は{expiry}です。',
  'confirm.resend': '新しいリンクを送信',

  'campaign.linkBroken': 'このリンクは無効です',
  'campaign.failed': 'ページを読み込めませんでした',
  'campaign.unsubscribed': '配信を停止しました',
  'campaign.unsubscribedHelp': 'この件に関するメールは今後届きません。',
  'campaign.unsubscribeQuestion': '「{campaign}」に関するメールの受信を停止しますか？',
  'campaign.unsubscribe': '配信を停止',
  'campaign.thanks': 'フィードバックをありがとうございました',
  'campaign.thanksHelp': '回答を受け付けました。',
  'campaign.notOpen': '受付停止中',
  'campaign.anythingElse': 'ほかにご意見はありますか？',
  'campaign.yourFeedback': 'ご意見',
  'campaign.send': '送信',

  'problem.organisationNotFound': '組織が見つかりません。',
  'problem.eventPageNotOpen': 'このイベントページは公開されていません。',
  'problem.invitationNotFound': 'このリンクは無効です。新しい招待をご依頼ください。',
  'problem.campaignClosed': 'このキャンペーンは現在、回答を受け付けていません。',
  'problem.alreadyAnswered': 'すでにご回答いただいています。ありがとうございました。',
  'problem.unknownQuestion': 'このキャンペーンにその質問はありません。',
  'problem.emptyResponse': 'ひと言ご記入いただくか、質問にお答えください。',
  'problem.feedbackNotFound': 'このフィードバックが見つかりませんでした。',
  'problem.noEmail': 'このフィードバックには確認するメールアドレスがありません。',
  'problem.alreadyConfirmed': 'このメールアドレスはすでに確認済みです。',
  'problem.recentlySent':
    '数分前に確認リンクを送信しました。受信トレイをご確認いただくか、しばらくしてからもう一度お試しください。',
  'problem.invalidLink': 'この確認リンクは無効です。メールに記載されたリンクをそのまま開いてください。',
  'problem.expiredLink': 'この確認リンクは有効期限が切れています。新しいリンクをご依頼ください。',
  'problem.feedbackGone': 'このリンクで確認するフィードバックはすでに存在しません。',
  'problem.offline': 'サーバーに接続できませんでした。接続を確認して、もう一度お試しください。',
  'problem.tooMany': '短時間に何度も試行されました。少し待ってから、もう一度お試しください。',
  'problem.unknown': '問題が発生しました。',
} satisfies PageTexts;
