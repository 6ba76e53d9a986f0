/** Shown while the session or the product list is not known yet, instead of a guess. */
import { Flex, Spin } from 'antd';

export function FullPageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" aria-label="Loading" />
    </Flex>
  );
}
