import { ALL_PRODUCTS } from '@hearback/shared';
import { useParams } from 'react-router-dom';
import { WidgetConfiguration } from '../features/widget-configuration/components/WidgetConfiguration';

export function WidgetConfigurationPage() {
  const { productId = ALL_PRODUCTS } = useParams();
  // Keyed so another product's form starts from that product's settings.
  return <WidgetConfiguration key={productId} productId={productId} />;
}
