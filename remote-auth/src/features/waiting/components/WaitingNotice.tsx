import { useSession } from '@hearback/shared';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useAuthTranslation } from '../../../i18n/translations';

interface Props {
  title: string;
  children: ReactNode;
}

/**
 * A page for a signed-in user who cannot use the dashboard yet and can do nothing about it here:
 * what they wait for, and a way out. The shell moves them on once their session changes.
 */
export function WaitingNotice({ title, children }: Props) {
  const { t } = useAuthTranslation();
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);

  const handleSignOut = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2}>{title}</Typography.Title>
      {children}
      <Button block loading={leaving} onClick={handleSignOut} style={{ marginTop: 16 }}>
        {t('Sign out')}
      </Button>
    </Flex>
  );
}
