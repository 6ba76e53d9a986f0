import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Form, Select } from 'antd';
import { useEffect, useMemo } from 'react';
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
      <Form.Item label="Category" name="categoryId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          disabled={!platformId}
          options={mainOptions}
          placeholder={platformId ? 'Choose a category' : 'Choose a platform first'}
        />
      </Form.Item>
      <Form.Item label="Sub-category" name="subCategoryId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!categoryId || subOptions.length === 0}
          options={subOptions}
          placeholder={categoryId ? 'Choose a sub-category' : 'Choose a category first'}
        />
      </Form.Item>
    </>
  );
}
