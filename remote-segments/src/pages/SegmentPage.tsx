import { ALL_PRODUCTS } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { ProductRequired } from '../components/ProductRequired';
import { SegmentView } from '../features/segment-detail/components/SegmentView';

export function SegmentPage() {
  const { productId = ALL_PRODUCTS, id = '' } = useParams();
  return (
    <ProductRequired productId={productId} title="Segment">
      <SegmentView key={id} productId={productId} segmentId={id} />
    </ProductRequired>
  );
}
