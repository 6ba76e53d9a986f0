import { ALL_PRODUCTS, ProductRequired } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { SegmentView } from '../features/segment-detail/components/SegmentView';

export function SegmentPage() {
  const { productId = ALL_PRODUCTS, id = '' } = useParams();
  return (
    <ProductRequired productId={productId} title="Segment" items="segments">
      <SegmentView key={id} productId={productId} segmentId={id} />
    </ProductRequired>
  );
}
