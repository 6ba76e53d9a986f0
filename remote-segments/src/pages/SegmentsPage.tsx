import { ALL_PRODUCTS } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { ProductRequired } from '../components/ProductRequired';
import { SegmentsView } from '../features/segments-list/components/SegmentsView';

export function SegmentsPage() {
  const { productId = ALL_PRODUCTS } = useParams();
  return (
    <ProductRequired productId={productId} title="Segments">
      {/* Keyed so another product's list starts from the first page. */}
      <SegmentsView key={productId} productId={productId} />
    </ProductRequired>
  );
}
