import type { CreateProductInput, ProductType, UpdateProductInput } from '../../../gql/graphql';
import { normaliseProductUrl } from './product-url';

export interface ProductFormValues {
  name: string;
  url?: string | null;
  type: ProductType;
  platformId: string;
  categoryId?: string | null;
  subCategoryId?: string | null;
  isGambling: boolean;
  isActive: boolean;
}

export const NEW_PRODUCT_DEFAULTS: Partial<ProductFormValues> = {
  type: 'Website',
  isGambling: false,
  isActive: true,
};

/** A new product: empty optional fields are left out, so the API applies its own defaults. */
export function toCreateProductInput(values: ProductFormValues): CreateProductInput {
  const url = normaliseProductUrl(values.url);
  return {
    name: values.name.trim(),
    type: values.type,
    platformId: values.platformId,
    isGambling: values.isGambling,
    isActive: values.isActive,
    ...(url && { url }),
    ...(values.categoryId && { categoryId: values.categoryId }),
    ...(values.subCategoryId && { subCategoryId: values.subCategoryId }),
  };
}

/** An edit sends every field, an emptied one as null, so clearing a category or URL sticks. */
export function toUpdateProductInput(values: ProductFormValues): UpdateProductInput {
  return {
    name: values.name.trim(),
    url: normaliseProductUrl(values.url),
    type: values.type,
    platformId: values.platformId,
    categoryId: values.categoryId || null,
    subCategoryId: values.subCategoryId || null,
    isGambling: values.isGambling,
    isActive: values.isActive,
  };
}
