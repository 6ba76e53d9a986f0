import { Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ALL_PRODUCTS } from '../constants';
import { useSharedTranslation } from '../i18n/shared-namespace/translations';

/**
 * For pages of things that belong to one product (campaigns, segments): with "all products"
 * chosen there is none to show, so the page asks for one (the product switcher in the header)
 * instead of guessing. `items` names them in the plural as inside a sentence ("campaigns", "Kampagnen").
 */
export function ProductRequired({
  productId,
  title,
  items,
  children,
}: {
  productId: string;
  title: string;
  items: string;
  children: ReactNode;
}) {
  const { t } = useSharedTranslation();
  if (productId !== ALL_PRODUCTS) return children;
  const capitalised = `${items.charAt(0).toUpperCase()}${items.slice(1)}`;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Empty
        description={t(
          '{{Items}} belong to a product. Choose a product in the header to see its {{items}}.',
          {
            Items: capitalised,
            items,
          },
        )}
      />
    </Flex>
  );
}
