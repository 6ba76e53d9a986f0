import { useMutation, useQuery } from '@apollo/client/react';
import { CountedInput, FORM_RULES, failureMessage, useNotify } from '@hearback/shared';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useCallback, useEffect } from 'react';
import type { ProductRowFragment } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { CreateProductMutation } from '../api/create-product-mutation';
import { ProductPlatformsQuery } from '../api/platforms-query';
import { UpdateProductMutation } from '../api/update-product-mutation';
import {
  NEW_PRODUCT_DEFAULTS,
  type ProductFormValues,
  toCreateProductInput,
  toUpdateProductInput,
} from '../lib/product-input';
import { productTypeOptions } from '../lib/product-types';
import { isValidProductUrl } from '../lib/product-url';
import { CategoryFields } from './CategoryFields';

export const PRODUCT_NAME_MAX = 120;

/**
 * The lists a created or edited product may change: this table's page and count, and the shell's
 * product switcher (its operation name comes from `@hearback/shared`).
 */
const AFFECTED_QUERIES = ['ProductsOverview', 'GetAllProducts'];

interface Props {
  /** The product to edit; a new product when absent. */
  product?: ProductRowFragment;
  onClose: () => void;
  onSaved: (product: ProductRowFragment) => void;
}

const valuesOf = (product: ProductRowFragment): ProductFormValues => ({
  name: product.name,
  url: product.url ?? '',
  type: product.type,
  platformId: product.platform.id,
  categoryId: product.category?.id,
  subCategoryId: product.subCategory?.id,
  isGambling: product.isGambling,
  isActive: product.isActive,
});

/** Mounted only while open, so each opening starts from fresh values. */
export function ProductFormModal({ product, onClose, onSaved }: Props) {
  const { t } = useProductsTranslation();
  const [form] = Form.useForm<ProductFormValues>();
  const notify = useNotify();
  const platformId = Form.useWatch('platformId', form);
  const categoryId = Form.useWatch('categoryId', form);
  const platforms = useQuery(ProductPlatformsQuery);
  const [createProduct, creation] = useMutation(CreateProductMutation, {
    refetchQueries: AFFECTED_QUERIES,
    awaitRefetchQueries: true,
  });
  const [updateProduct, update] = useMutation(UpdateProductMutation, { refetchQueries: AFFECTED_QUERIES });
  const showError = useCallback((message: string) => notify.error(message), [notify]);

  useEffect(() => {
    if (platforms.error) showError(failureMessage(platforms.error));
  }, [platforms.error, showError]);

  const handleValuesChange = (changed: Partial<ProductFormValues>) => {
    // A category only exists for some platforms, a sub-category for one main category.
    if ('platformId' in changed) form.setFieldsValue({ categoryId: undefined, subCategoryId: undefined });
    else if ('categoryId' in changed) form.setFieldsValue({ subCategoryId: undefined });
  };

  const handleFinish = async (values: ProductFormValues) => {
    try {
      const saved = product
        ? (await updateProduct({ variables: { id: product.id, update: toUpdateProductInput(values) } })).data
            ?.updateOneProduct
        : (await createProduct({ variables: { input: toCreateProductInput(values) } })).data
            ?.createOneProduct;
      if (!saved) throw new Error(t('Something went wrong.'));
      onSaved(saved);
    } catch (error) {
      showError(failureMessage(error));
    }
  };

  return (
    <Modal
      open
      title={product ? t('Edit {{name}}', { name: product.name }) : t('New product')}
      okText={product ? t('Save changes') : t('Create product')}
      onOk={() => form.submit()}
      confirmLoading={creation.loading || update.loading}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<ProductFormValues>
        form={form}
        name={product ? 'edit-product' : 'new-product'}
        layout="vertical"
        initialValues={product ? valuesOf(product) : NEW_PRODUCT_DEFAULTS}
        onValuesChange={handleValuesChange}
        onFinish={handleFinish}
      >
        <Form.Item
          label={t('Product name')}
          name="name"
          rules={[
            FORM_RULES.required(t('Product name')),
            FORM_RULES.maxLength(t('Product name'), PRODUCT_NAME_MAX),
          ]}
        >
          <CountedInput max={PRODUCT_NAME_MAX} />
        </Form.Item>
        <Form.Item label={t('URL')} name="url" rules={[FORM_RULES.url(t('URL'), isValidProductUrl)]}>
          <Input placeholder="https://example.com" inputMode="url" />
        </Form.Item>
        <Form.Item label={t('Type')} name="type" rules={[FORM_RULES.choose(t('Type'))]}>
          <Select options={productTypeOptions()} />
        </Form.Item>
        <Form.Item label={t('Platform')} name="platformId" rules={[FORM_RULES.choose(t('Platform'))]}>
          <Select
            loading={platforms.loading}
            options={(platforms.data?.getPlatforms ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            placeholder={t('Choose a platform')}
          />
        </Form.Item>
        <CategoryFields platformId={platformId} categoryId={categoryId ?? undefined} onError={showError} />
        <Form.Item label={t('Gambling product')} name="isGambling" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t('Active')} name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
