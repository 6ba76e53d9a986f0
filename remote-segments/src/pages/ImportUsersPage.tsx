import { ALL_PRODUCTS, ProductRequired } from '@hearback/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { ImportUsersView } from '../features/contact-import/components/ImportUsersView';
import { useSegmentsTranslation } from '../i18n/translations';

export function ImportUsersPage() {
  const { t } = useSegmentsTranslation();
  const { productId = ALL_PRODUCTS } = useParams();
  const [query] = useSearchParams();
  return (
    <ProductRequired productId={productId} title={t('Import users')} items={t('segments')}>
      <ImportUsersView key={productId} productId={productId} segmentId={query.get('segment')} />
    </ProductRequired>
  );
}
