import { alias } from 'drizzle-orm/pg-core';
import { platforms, productCategories } from '../../db/schema';

export const platformColumns = {
  id: platforms.id,
  name: platforms.name,
  isLegacy: platforms.isLegacy,
  isMobile: platforms.isMobile,
};

export const mainCategories = alias(productCategories, 'main_category');
export const subCategories = alias(productCategories, 'sub_category');
