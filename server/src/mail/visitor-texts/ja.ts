import type { VisitorTexts } from './en';

export const ja: VisitorTexts = {
  'confirmation.subject': '{organisation}：メールアドレス確認のお願い',
  'confirmation.intro':
    'このメールアドレスで{organisation}にフィードバックをお送りいただきました。今後ご連絡を差し上げられるよう、ご本人のメールアドレスであることを次のリンクから確認してください：',
  'confirmation.expiry':
    'このリンクの有効期限は{expiry}です。フィードバックを送った覚えがない場合は、このメールを破棄してください。',
  'confirmation.organisationFallback': '組織',

  'invitation.subject': '{organisation}より：{product}についてご意見をお聞かせください',
  'invitation.greetingNamed': '{name} 様',
  'invitation.greeting': 'こんにちは。',
  'invitation.answer': 'こちらからご回答ください（1〜2分で終わります）：',
  'invitation.unsubscribe': '今後この件に関するメールが不要な場合は、こちらから配信を停止できます：{link}',
};
