import { useQuery } from '@apollo/client/react';
import { ALL_PRODUCTS, buildPath, failureMessage, useCurrentProduct } from '@hearback/shared';
import { Button, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProductHomeQuery } from '../api/product-home-query';
import { ProductStats } from './ProductStats';

const NOT_SET = <Typography.Text type="secondary">Not set</Typography.Text>;

const formatDate = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(navigator.language, { dateStyle: 'long' }).format(date);
};

/** A product's home: its feedback figures from the product stats query, and what the product is. */
export function ProductDetails({ productId }: { productId: string }) {
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
        title="The product could not be loaded"
        subTitle={failureMessage(error)}
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  if (!product) {
    return (
      <Result
        status="404"
        title="Product not found"
        subTitle="This product does not exist or you have no access to it."
        extra={
          <Button
            type="primary"
            onClick={() => navigate(buildPath('productHome', { productId: ALL_PRODUCTS }))}
          >
            See all products
          </Button>
        }
      />
    );
  }

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
            label: 'URL',
            children: product.url ? (
              <Typography.Link href={product.url} target="_blank" rel="noreferrer">
                {product.url}
              </Typography.Link>
            ) : (
              NOT_SET
            ),
          },
          { key: 'type', label: 'Type', children: product.type },
          { key: 'platform', label: 'Platform', children: product.platform.name },
          { key: 'category', label: 'Category', children: category || NOT_SET },
          {
            key: 'status',
            label: 'Status',
            children: product.isActive ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>,
          },
          { key: 'gambling', label: 'Gambling product', children: product.isGambling ? 'Yes' : 'No' },
          { key: 'createdAt', label: 'Created', children: formatDate(product.createdAt) },
        ]}
      />
    </Flex>
  );
}
