/**
 * Header select over the user's products and 'All products'. Choosing one makes it current and
 * rewrites the product id of the current path (spec section 2); a detail page (a campaign, a
 * segment) opens its section's list, and outside a product the chosen product's home opens.
 */
import { ALL_PRODUCTS, productIdOf, productSwitchTarget, useCurrentProduct } from '@hearback/shared';
import { Select } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShellTranslation } from '../../i18n/translations';

export function ProductSwitcher() {
  const { t } = useShellTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { productId, products, loading, setCurrentProduct } = useCurrentProduct();
  const options = [
    { value: ALL_PRODUCTS, label: t('All products') },
    ...products.map((product) => ({ value: product.id, label: product.name })),
  ];

  const choose = (id: string) => {
    setCurrentProduct(id);
    void navigate(productSwitchTarget(pathname, search, id));
  };

  return (
    <Select
      aria-label={t('Current product')}
      style={{ width: 260 }}
      loading={loading}
      value={productIdOf(pathname) ?? productId}
      options={options}
      onChange={choose}
    />
  );
}
