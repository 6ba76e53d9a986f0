import { Flex, Input, Segmented } from 'antd';
import type { ActiveFilter } from '../lib/products-variables';

interface Props {
  search: string;
  active: ActiveFilter;
  onSearchChange: (search: string) => void;
  onActiveChange: (active: ActiveFilter) => void;
}

const ACTIVE_OPTIONS: Array<{ value: ActiveFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function ProductsToolbar({ search, active, onSearchChange, onActiveChange }: Props) {
  return (
    <Flex gap={16} align="center" wrap>
      <Input.Search
        aria-label="Search products"
        placeholder="Search by name or URL"
        allowClear
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <Segmented<ActiveFilter>
        aria-label="Status"
        options={ACTIVE_OPTIONS}
        value={active}
        onChange={onActiveChange}
      />
    </Flex>
  );
}
