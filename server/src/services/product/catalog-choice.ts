import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { platforms, productCategories } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import { message } from '../../i18n/message';

export interface CatalogChoice {
  platformId: string;
  categoryId: string | null;
  subCategoryId: string | null;
}

/**
 * Checks a product's platform and categories against the catalogue: the platform exists, the
 * category is a main category, the sub-category sits under it, and platform-specific categories
 * match the platform. Returns whether the chosen categories are gambling ones.
 */
export async function checkCatalogChoice(
  tx: Transaction,
  choice: CatalogChoice,
  path: string,
): Promise<{ gambling: boolean }> {
  const [platform] = await tx
    .select({ id: platforms.id, name: platforms.name })
    .from(platforms)
    .where(eq(platforms.id, choice.platformId));
  if (!platform) throw badUserInput('Platform does not exist.', `${path}.platformId`);
  if (choice.subCategoryId && !choice.categoryId) {
    throw badUserInput('Choose a category before a sub-category.', `${path}.subCategoryId`);
  }

  const ids = [choice.categoryId, choice.subCategoryId].filter((id): id is string => id !== null);
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: productCategories.id,
            name: productCategories.name,
            parentId: productCategories.parentId,
            platformId: productCategories.platformId,
            isGambling: productCategories.isGambling,
          })
          .from(productCategories)
          .where(inArray(productCategories.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  const fitsPlatform = (platformId: string | null) => platformId === null || platformId === platform.id;

  let gambling = false;
  if (choice.categoryId) {
    const category = byId.get(choice.categoryId);
    if (!category) throw badUserInput('Category does not exist.', `${path}.categoryId`);
    if (category.parentId !== null) {
      throw badUserInput(
        'Category must be a main category; pick the detail as sub-category.',
        `${path}.categoryId`,
      );
    }
    if (!fitsPlatform(category.platformId)) {
      throw badUserInput(
        message('Category {{category}} is not available on {{platform}}.', {
          category: category.name,
          platform: platform.name,
        }),
        `${path}.categoryId`,
      );
    }
    gambling ||= category.isGambling;
  }
  if (choice.subCategoryId) {
    const subCategory = byId.get(choice.subCategoryId);
    if (!subCategory) throw badUserInput('Sub-category does not exist.', `${path}.subCategoryId`);
    if (subCategory.parentId !== choice.categoryId) {
      throw badUserInput('Sub-category does not belong to the chosen category.', `${path}.subCategoryId`);
    }
    if (!fitsPlatform(subCategory.platformId)) {
      throw badUserInput(
        message('Sub-category {{subCategory}} is not available on {{platform}}.', {
          subCategory: subCategory.name,
          platform: platform.name,
        }),
        `${path}.subCategoryId`,
      );
    }
    gambling ||= subCategory.isGambling;
  }
  return { gambling };
}
