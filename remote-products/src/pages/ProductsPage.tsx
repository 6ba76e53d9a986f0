import { ProductsOverview } from '../features/products/components/ProductsOverview';

export function ProductsPage() {
  return <ProductsOverview title="Products" />;
}
