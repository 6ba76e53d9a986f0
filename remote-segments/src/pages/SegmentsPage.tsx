import { ALL_PRODUCTS, ProductRequired } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { SegmentsView } from '../features/segments-list/components/SegmentsView';
import { useSegmentsTranslation } from '../i18n/translations';

export function SegmentsPage() {
  const { t } = useSegmentsTranslation();
  const { productId = ALL_PRODUCTS } = useParams();
  return (
    <ProductRequired productId={productId} title={t('Segments')} items={t('segments')}>
      {/* Keyed so another product's list starts from the first page. */}
      <SegmentsView key={productId} productId={productId} />
    </ProductRequired>
  );
}
