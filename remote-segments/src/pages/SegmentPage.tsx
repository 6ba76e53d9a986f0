import { ALL_PRODUCTS, ProductRequired } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { SegmentView } from '../features/segment-detail/components/SegmentView';
import { useSegmentsTranslation } from '../i18n/translations';

export function SegmentPage() {
  const { t } = useSegmentsTranslation();
  const { productId = ALL_PRODUCTS, id = '' } = useParams();
  return (
    <ProductRequired productId={productId} title={t('Segment')} items={t('segments')}>
      <SegmentView key={id} productId={productId} segmentId={id} />
    </ProductRequired>
  );
}
