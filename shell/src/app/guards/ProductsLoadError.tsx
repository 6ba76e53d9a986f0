/**
 * Shown instead of any page when the product list could not be loaded: every page's access
 * depends on it, and guessing "no products" would send a Member to the waiting page and an
 * Admin's deep link to `all`. Retry loads the list again; the page then opens where it was.
 */
import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useShellTranslation } from '../../i18n/translations';

export function ProductsLoadError({ onRetry }: { onRetry(): Promise<void> }) {
  const { t } = useShellTranslation();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Flex vertical align="center" gap={8} role="alert" style={{ maxWidth: 480, textAlign: 'center' }}>
        <WarningOutlined aria-hidden style={{ fontSize: 48, color: '#d48806' }} />
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('Your products could not be loaded')}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('Nothing is lost: check your connection, then try again.')}
        </Typography.Paragraph>
        {/* The default style: white text on the theme's green falls short of AA contrast. */}
        <Button loading={retrying} onClick={retry} style={{ marginTop: 8 }}>
          {t('Retry')}
        </Button>
      </Flex>
    </Flex>
  );
}
