import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { failureMessage, useDebouncedValue, useNotify, useSession, useToast } from '@hearback/shared';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ProductRowFragment } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { ProductsOverviewQuery } from '../api/products-overview-query';
import { useOpenProduct } from '../hooks/use-open-product';
import {
  type ActiveFilter,
  INITIAL_TABLE_STATE,
  isFiltered,
  type ProductsTableState,
  productsVariables,
} from '../lib/products-variables';
import { NoProducts } from './NoProducts';
import { ProductFormModal } from './ProductFormModal';
import { ProductsTable } from './ProductsTable';
import { ProductsToolbar } from './ProductsToolbar';

/** Long enough to skip the keystrokes of one word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

type Editor = { product?: ProductRowFragment } | null;

/** The organisation's products: a server-paged table with search, status filter and, for Admins, editing. */
export function ProductsOverview({ title }: { title: string }) {
  const { t } = useProductsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const toast = useToast();
  const { open, openWhenListed } = useOpenProduct();
  const [state, setState] = useState<ProductsTableState>(INITIAL_TABLE_STATE);
  const [searchText, setSearchText] = useState('');
  const settledSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [editor, setEditor] = useState<Editor>(null);

  // The settled search and the return to page 1 land in one update: one request, not two.
  useEffect(
    () =>
      setState((current) =>
        current.search === settledSearch ? current : { ...current, search: settledSearch, page: 1 },
      ),
    [settledSearch],
  );

  const { data, previousData, loading, error } = useQuery(ProductsOverviewQuery, {
    variables: productsVariables(state),
    // A product created or edited elsewhere shows up when the page is opened again.
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);

  const shown = data ?? previousData;
  const total = shown?.countProducts ?? 0;
  const isEmpty = !!data && total === 0 && !isFiltered(state);

  const handleSaved = (product: ProductRowFragment) => {
    const created = !editor?.product;
    setEditor(null);
    toast({
      message: created
        ? t('{{name}} was created.', { name: product.name })
        : t('{{name}} was saved.', { name: product.name }),
      type: 'success',
    });
    if (created) openWhenListed(product.id);
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {isAdmin && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditor({})}>
            {t('New product')}
          </Button>
        )}
      </Flex>
      {isEmpty ? (
        <NoProducts canCreate={isAdmin} onCreate={() => setEditor({})} />
      ) : (
        <>
          <ProductsToolbar
            search={searchText}
            active={state.active}
            onSearchChange={setSearchText}
            onActiveChange={(active: ActiveFilter) =>
              setState((current) => ({ ...current, active, page: 1 }))
            }
          />
          <ProductsTable
            rows={shown?.getProducts ?? []}
            total={total}
            loading={loading}
            state={state}
            canEdit={isAdmin}
            onChange={(next) => setState((current) => ({ ...current, ...next }))}
            onOpen={(product) => open(product.id)}
            onEdit={(product) => setEditor({ product })}
          />
        </>
      )}
      {editor && (
        <ProductFormModal product={editor.product} onClose={() => setEditor(null)} onSaved={handleSaved} />
      )}
    </Flex>
  );
}
