import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Form, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useProductsTranslation } from '../../../i18n/translations';
import { ProductCategoriesQuery } from '../api/product-categories-query';

interface Props {
  platformId: string | undefined;
  categoryId: string | undefined;
  onError: (message: string) => void;
}

/**
 * Category then sub-category, both depending on the platform: the API lists the categories valid
 * for a platform, mains and subs together; a sub-category belongs to the chosen main category.
 */
export function CategoryFields({ platformId, categoryId, onError }: Props) {
  const { t } = useProductsTranslation();
  const { data, loading, error } = useQuery(ProductCategoriesQuery, {
    variables: { platformId },
    skip: !platformId,
  });

  useEffect(() => {
    if (error) onError(failureMessage(error));
  }, [error, onError]);

  const categories = platformId ? (data?.getProductCategories ?? []) : [];
  const mainOptions = useMemo(
    () =>
      categories
        .filter((category) => category.isMainCategory)
        .map(({ id, name }) => ({ value: id, label: name })),
    [categories],
  );
  const subOptions = useMemo(
    () =>
      categories
        .filter((category) => !category.isMainCategory && category.mainCategory?.id === categoryId)
        .map(({ id, name }) => ({ value: id, label: name })),
    [categories, categoryId],
  );

  return (
    <>
      <Form.Item label={t('Category')} name="categoryId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          disabled={!platformId}
          options={mainOptions}
          placeholder={platformId ? t('Choose a category') : t('Choose a platform first')}
        />
      </Form.Item>
      <Form.Item label={t('Sub-category')} name="subCategoryId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!categoryId || subOptions.length === 0}
          options={subOptions}
          placeholder={categoryId ? t('Choose a sub-category') : t('Choose a category first')}
        />
      </Form.Item>
    </>
  );
}
