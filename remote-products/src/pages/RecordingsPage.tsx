import { ALL_PRODUCTS } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { RecordingsView } from '../features/recordings/components/RecordingsView';

export function RecordingsPage() {
  const { productId = ALL_PRODUCTS } = useParams();
  // Keyed so another product's list starts from the first page with no filter.
  return <RecordingsView key={productId} productId={productId} />;
}
