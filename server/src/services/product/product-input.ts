import { z } from 'zod';
import { validationMessage } from '../../i18n/validation-messages';
import { entityId, optionalHttpUrl, trueOrFalseMessage } from '../validation/fields';
import { nameText } from '../validation/names';

export const MAX_ATTACHED_USERS = 100;

const productType = z.enum(['Website', 'App', 'Game'], { error: 'Type must be Website, App or Game.' });
const flag = (label: string) => z.boolean({ error: trueOrFalseMessage(label) });

const userIds = z
  .array(entityId('User'), { error: 'User ids must be a list.' })
  .max(MAX_ATTACHED_USERS, {
    error: validationMessage('At most {{max}} users can be attached to a product.', {
      max: MAX_ATTACHED_USERS,
    }),
  })
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

export const createProductSchema = z.object({
  name: nameText(),
  url: optionalHttpUrl('URL'),
  type: productType,
  platformId: entityId('Platform'),
  categoryId: entityId('Category').nullish(),
  subCategoryId: entityId('Sub-category').nullish(),
  isGambling: flag('Gambling').nullish(),
  isActive: flag('Active').nullish(),
  userIds: userIds.nullish(),
});

/** Absent fields stay as they are; url, category and sub-category may be cleared with null. */
export const updateProductSchema = z.object({
  name: nameText().optional(),
  url: optionalHttpUrl('URL'),
  type: productType.optional(),
  platformId: entityId('Platform').optional(),
  categoryId: entityId('Category').nullish(),
  subCategoryId: entityId('Sub-category').nullish(),
  isGambling: flag('Gambling').optional(),
  isActive: flag('Active').optional(),
  userIds: userIds.optional(),
});

export type CreateProductValues = z.output<typeof createProductSchema>;
export type UpdateProductValues = z.output<typeof updateProductSchema>;
