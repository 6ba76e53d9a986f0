import { Button, Result } from 'antd';

export interface PageProblemProps {
  title: string;
  message: string;
  status?: 'error' | 'warning' | 'info' | '404';
  onRetry?: () => void;
}

/** What a visitor sees instead of the form: what went wrong, in a sentence, and a retry when one can help. */
export function PageProblem({ title, message, status = 'warning', onRetry }: PageProblemProps) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={message}
      extra={onRetry ? <Button onClick={onRetry}>Try again</Button> : undefined}
    />
  );
}
