import { Flex, Spin, Typography } from 'antd';

/** A short wait on Firebase, announced to screen readers as a status. */
export function ActionPending({ text }: { text: string }) {
  return (
    <Flex vertical align="center" gap={16} role="status" style={{ padding: 48 }}>
      <Spin />
      <Typography.Text>{text}</Typography.Text>
    </Flex>
  );
}
