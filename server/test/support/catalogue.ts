import type { Actor } from './actors';
import { ok } from './graphql';

export interface CatalogueIds {
  platform(name: string): string;
  category(name: string): string;
}

/** Platform and category ids by name, read through the API like the product form does. */
export async function readCatalogue(actor: Actor): Promise<CatalogueIds> {
  const { getPlatforms, getProductCategories } = ok(
    await actor.ask<{
      getPlatforms: { id: string; name: string }[];
      getProductCategories: { id: string; name: string }[];
    }>('{ getPlatforms { id name } getProductCategories { id name } }'),
  );
  const find = (list: { id: string; name: string }[], kind: string) => (name: string) => {
    const found = list.find((entry) => entry.name === name);
    if (!found) throw new Error(`No ${kind} named ${name} in the catalogue.`);
    return found.id;
  };
  return { platform: find(getPlatforms, 'platform'), category: find(getProductCategories, 'category') };
}
