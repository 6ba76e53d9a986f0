import { ROUTES } from '@hearback/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';

/** A link that cannot be used: say why and offer the way back. */
export function ActionLinkProblem({ message }: { message: string }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={t('This link cannot be used')}
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => navigate(ROUTES.signIn.path, { replace: true })}>
          {t('Back to sign in')}
        </Button>
      }
    />
  );
}
