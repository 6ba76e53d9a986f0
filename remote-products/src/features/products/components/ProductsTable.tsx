import { Button, Table, type TableProps, Tag, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { ProductRowFragment, ProductSortField } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { formatDate } from '../lib/format-date';
import type { ProductsTableState } from '../lib/products-variables';

interface Props {
  rows: ProductRowFragment[];
  total: number;
  loading: boolean;
  state: ProductsTableState;
  canEdit: boolean;
  onChange: (next: Partial<ProductsTableState>) => void;
  onOpen: (product: ProductRowFragment) => void;
  onEdit: (product: ProductRowFragment) => void;
}

const SORTABLE: readonly ProductSortField[] = ['name', 'isActive', 'createdAt'];

const orderOf = (state: ProductsTableState, field: ProductSortField) =>
  state.sort?.field === field ? (state.sort.direction === 'ASC' ? 'ascend' : 'descend') : null;

/** Paged and sorted by the server: the table only reports what the user asked for. */
export function ProductsTable({ rows, total, loading, state, canEdit, onChange, onOpen, onEdit }: Props) {
  const { t } = useProductsTranslation();
  const columns: TableProps<ProductRowFragment>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('Name'),
      sorter: true,
      sortOrder: orderOf(state, 'name'),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      key: 'url',
      dataIndex: 'url',
      title: t('URL'),
      render: (url: string | null) =>
        url ? (
          // Following the link must not also open the product (the row's own click).
          <Typography.Link
            href={url}
            target="_blank"
            rel="noreferrer"
            onClick={(event) => event.stopPropagation()}
          >
            {url}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { key: 'platform', title: t('Platform'), render: (_, product) => product.platform.name },
    {
      key: 'category',
      title: t('Category'),
      render: (_, product) =>
        [product.category?.name, product.subCategory?.name].filter(Boolean).join(' › ') || (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'isActive',
      dataIndex: 'isActive',
      title: t('Status'),
      sorter: true,
      sortOrder: orderOf(state, 'isActive'),
      render: (isActive: boolean) =>
        isActive ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>,
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('Created'),
      sorter: true,
      sortOrder: orderOf(state, 'createdAt'),
      render: (createdAt: string) => formatDate(createdAt),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      title: t('Actions'),
      align: 'right',
      render: (_, product) => (
        <Button
          type="link"
          onClick={(event) => {
            event.stopPropagation();
            onEdit(product);
          }}
        >
          {t('Edit')}
        </Button>
      ),
    });
  }

  const handleChange: TableProps<ProductRowFragment>['onChange'] = (pagination, _filters, sorter) => {
    const { columnKey, order } =
      (Array.isArray(sorter) ? sorter[0] : sorter) ?? ({} as SorterResult<ProductRowFragment>);
    const field = SORTABLE.find((candidate) => candidate === columnKey);
    const sort =
      field && order ? { field, direction: order === 'ascend' ? ('ASC' as const) : ('DESC' as const) } : null;
    const pageSize = pagination.pageSize ?? state.pageSize;
    // A new sort or page size starts again from the first page, as the old offset means nothing.
    const resetPage = pageSize !== state.pageSize || JSON.stringify(sort) !== JSON.stringify(state.sort);
    onChange({ sort, pageSize, page: resetPage ? 1 : (pagination.current ?? 1) });
  };

  return (
    <Table<ProductRowFragment>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={handleChange}
      onRow={(product) => ({ onClick: () => onOpen(product), style: { cursor: 'pointer' } })}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => t('{{count}} products', { count }),
      }}
      locale={{ emptyText: t('No products match your search.') }}
    />
  );
}
