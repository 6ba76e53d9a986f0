import { ALL_PRODUCTS } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { ProductDetails } from '../features/product-home/components/ProductDetails';
import { ProductsOverview } from '../features/products/components/ProductsOverview';
import { useProductsTranslation } from '../i18n/translations';

/** /app/all is the overview of every product; /app/{id} is that product's home. */
export function ProductHomePage() {
  const { t } = useProductsTranslation();
  const { productId = ALL_PRODUCTS } = useParams();
  if (productId === ALL_PRODUCTS) return <ProductsOverview title={t('All products')} />;
  // Keyed so another product's page starts from its own state.
  return <ProductDetails key={productId} productId={productId} />;
}
