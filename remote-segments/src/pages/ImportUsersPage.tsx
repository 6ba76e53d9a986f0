import { ALL_PRODUCTS, ProductRequired } from '@hearback/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { ImportUsersView } from '../features/contact-import/components/ImportUsersView';

export function ImportUsersPage() {
  const { productId = ALL_PRODUCTS } = useParams();
  const [query] = useSearchParams();
  return (
    <ProductRequired productId={productId} title="Import users" items="segments">
      <ImportUsersView key={productId} productId={productId} segmentId={query.get('segment')} />
    </ProductRequired>
  );
}
