import { Flex, Input, Segmented } from 'antd';
import { useProductsTranslation } from '../../../i18n/translations';
import type { ActiveFilter } from '../lib/products-variables';

interface Props {
  search: string;
  active: ActiveFilter;
  onSearchChange: (search: string) => void;
  onActiveChange: (active: ActiveFilter) => void;
}

export function ProductsToolbar({ search, active, onSearchChange, onActiveChange }: Props) {
  const { t } = useProductsTranslation();
  const activeOptions: Array<{ value: ActiveFilter; label: string }> = [
    { value: 'all', label: t('All') },
    { value: 'active', label: t('Active') },
    { value: 'inactive', label: t('Inactive') },
  ];
  return (
    <Flex gap={16} align="center" wrap>
      <Input.Search
        aria-label={t('Search products')}
        placeholder={t('Search by name or URL')}
        allowClear
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <Segmented<ActiveFilter>
        aria-label={t('Status')}
        options={activeOptions}
        value={active}
        onChange={onActiveChange}
      />
    </Flex>
  );
}
