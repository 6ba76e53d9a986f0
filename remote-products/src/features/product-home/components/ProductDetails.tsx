import { useQuery } from '@apollo/client/react';
import {
  ALL_PRODUCTS,
  buildPath,
  currentDashboardLanguage,
  failureMessage,
  useCurrentProduct,
} from '@hearback/shared';
import { Button, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProductsTranslation } from '../../../i18n/translations';
import { productTypeLabel } from '../../products/lib/product-types';
import { ProductHomeQuery } from '../api/product-home-query';
import { ProductStats } from './ProductStats';

const formatDate = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(currentDashboardLanguage(), { dateStyle: 'long' }).format(date);
};

/** A product's home: its feedback figures from the product stats query, and what the product is. */
export function ProductDetails({ productId }: { productId: string }) {
  const { t } = useProductsTranslation();
  const { data, loading, error, refetch } = useQuery(ProductHomeQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const { productId: currentId, products, setCurrentProduct } = useCurrentProduct();
  const navigate = useNavigate();
  const product = data?.getAllProducts.find((candidate) => candidate.id === productId);

  // Opening a product's page (a link, a bookmark) makes it the current product, as the switcher would.
  useEffect(() => {
    if (currentId !== productId && products.some((candidate) => candidate.id === productId)) {
      setCurrentProduct(productId);
    }
  }, [currentId, productId, products, setCurrentProduct]);

  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Result
        status="error"
        title={t('The product could not be loaded')}
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
      />
    );
  }
  if (!product) {
    return (
      <Result
        status="404"
        title={t('Product not found')}
        subTitle={t('This product does not exist or you have no access to it.')}
        extra={
          <Button
            type="primary"
            onClick={() => navigate(buildPath('productHome', { productId: ALL_PRODUCTS }))}
          >
            {t('See all products')}
          </Button>
        }
      />
    );
  }

  const notSet = <Typography.Text type="secondary">{t('Not set')}</Typography.Text>;
  const category = [product.category?.name, product.subCategory?.name].filter(Boolean).join(' › ');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {product.name}
      </Typography.Title>
      <ProductStats productId={product.id} />
      <Descriptions
        bordered
        column={1}
        style={{ maxWidth: 720 }}
        items={[
          {
            key: 'url',
            label: t('URL'),
            children: product.url ? (
              <Typography.Link href={product.url} target="_blank" rel="noreferrer">
                {product.url}
              </Typography.Link>
            ) : (
              notSet
            ),
          },
          { key: 'type', label: t('Type'), children: productTypeLabel(product.type) },
          { key: 'platform', label: t('Platform'), children: product.platform.name },
          { key: 'category', label: t('Category'), children: category || notSet },
          {
            key: 'status',
            label: t('Status'),
            children: product.isActive ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>,
          },
          {
            key: 'gambling',
            label: t('Gambling product'),
            children: product.isGambling ? t('Yes') : t('No'),
          },
          { key: 'createdAt', label: t('Created'), children: formatDate(product.createdAt) },
        ]}
      />
    </Flex>
  );
}
