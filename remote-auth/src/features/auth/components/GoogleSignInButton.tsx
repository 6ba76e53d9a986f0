import { GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useAuthTranslation } from '../../../i18n/translations';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { useEnterDashboard } from '../hooks/use-enter-dashboard';
import { describeAuthError } from '../lib/describe-auth-error';

interface Props {
  /** Called with a readable message, or null to clear an earlier one. */
  onError: (message: string | null) => void;
}

export function GoogleSignInButton({ onError }: Props) {
  const { t } = useAuthTranslation();
  const [busy, setBusy] = useState(false);
  const enterDashboard = useEnterDashboard();

  const handleClick = async () => {
    onError(null);
    setBusy(true);
    try {
      await signInWithGoogle();
      await enterDashboard();
    } catch (error) {
      onError(describeAuthError(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button block icon={<GoogleOutlined aria-hidden />} loading={busy} onClick={handleClick}>
      {t('Continue with Google')}
    </Button>
  );
}
