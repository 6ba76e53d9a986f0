import { ALL_PRODUCTS } from '@hearback/shared';
import { Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Campaigns belong to one product: with "all products" chosen the page asks for one. */
export function ProductRequired({
  productId,
  title,
  children,
}: {
  productId: string;
  title: string;
  children: ReactNode;
}) {
  if (productId !== ALL_PRODUCTS) return children;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Empty description="Campaigns belong to a product. Choose a product in the header to see its campaigns." />
    </Flex>
  );
}
