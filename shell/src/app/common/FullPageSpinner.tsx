/** Shown while the session or the product list is not known yet, instead of a guess. */
import { Flex, Spin } from 'antd';
import { useShellTranslation } from '../../i18n/translations';

export function FullPageSpinner() {
  const { t } = useShellTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" aria-label={t('Loading')} />
    </Flex>
  );
}
