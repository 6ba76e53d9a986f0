import { VerifyFeedbackEmail } from '../features/email-confirmation/components/VerifyFeedbackEmail';

export function VerifyFeedbackEmailPage() {
  return <VerifyFeedbackEmail />;
}
