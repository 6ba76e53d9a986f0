import { ProductsOverview } from '../features/products/components/ProductsOverview';
import { useProductsTranslation } from '../i18n/translations';

export function ProductsPage() {
  const { t } = useProductsTranslation();
  return <ProductsOverview title={t('Products')} />;
}
