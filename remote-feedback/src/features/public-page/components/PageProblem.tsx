import { Button, Result } from 'antd';
import { usePageLanguage } from '../../../i18n/page-language';

export interface PageProblemProps {
  title: string;
  message: string;
  status?: 'error' | 'warning' | 'info' | '404';
  onRetry?: () => void;
}

/** What a visitor sees instead of the form: what went wrong, in a sentence, and a retry when one can help. */
export function PageProblem({ title, message, status = 'warning', onRetry }: PageProblemProps) {
  const { t } = usePageLanguage();
  return (
    <Result
      status={status}
      title={title}
      subTitle={message}
      extra={onRetry ? <Button onClick={onRetry}>{t('page.tryAgain')}</Button> : undefined}
    />
  );
}
