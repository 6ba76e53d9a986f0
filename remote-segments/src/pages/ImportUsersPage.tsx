import { ALL_PRODUCTS } from '@hearback/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { ProductRequired } from '../components/ProductRequired';
import { ImportUsersView } from '../features/contact-import/components/ImportUsersView';

export function ImportUsersPage() {
  const { productId = ALL_PRODUCTS } = useParams();
  const [query] = useSearchParams();
  return (
    <ProductRequired productId={productId} title="Import users">
      <ImportUsersView key={productId} productId={productId} segmentId={query.get('segment')} />
    </ProductRequired>
  );
}
