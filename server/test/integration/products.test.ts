import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUpAdmin, signUpMember } from '../support/actors';
import { type CatalogueIds, readCatalogue } from '../support/catalogue';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const PRODUCT_FIELDS = `id name url isActive createdAt updatedAt type isGambling
  platform { id name isLegacy isMobile } category { id name } subCategory { id name }
  users { id email role } averageSentiment reviewUserCount`;
const CREATE = `mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $update: UpdateProductInput!) {
  updateOneProduct(id: $id, update: $update) { ${PRODUCT_FIELDS} }
}`;
const LIST = `query ($paging: OffsetPaging, $sorting: [ProductSort!], $filter: ProductFilter) {
  getProducts(paging: $paging, sorting: $sorting, filter: $filter) { id name isActive }
  countProducts(filter: $filter)
}`;

interface ProductShape {
  id: string;
  name: string;
  url: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  type: string;
  isGambling: boolean;
  platform: { id: string; name: string };
  category: { id: string; name: string } | null;
  subCategory: { id: string; name: string } | null;
  users: { id: string; email: string; role: string | null }[];
  averageSentiment: number | null;
  reviewUserCount: number;
}

describe.each(databaseKinds())('products on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let member: Actor;
  let catalogue: CatalogueIds;

  const create = async (input: Record<string, unknown>, as: Actor = admin) =>
    ok(await as.ask<{ createOneProduct: ProductShape }>(CREATE, { input })).createOneProduct;
  const list = async (variables: Record<string, unknown>, as: Actor = admin) =>
    ok(
      await as.ask<{ getProducts: { id: string; name: string; isActive: boolean }[]; countProducts: number }>(
        LIST,
        variables,
      ),
    );

  beforeAll(async () => {
    h = await startHarness(kind);
    const founded = await signUpAdmin(h, 'Product Org');
    admin = founded.admin;
    member = await signUpMember(h, founded.organisation.id);
    catalogue = await readCatalogue(admin);
  });
  afterAll(() => h?.stop());

  it('creates a product with its catalogue choice and attached users', async () => {
    const product = await create({
      name: 'Lucky Spins',
      url: 'https://spins.example',
      type: 'Game',
      platformId: catalogue.platform('Android'),
      categoryId: catalogue.category('Games'),
      subCategoryId: catalogue.category('Casino'),
      userIds: [member.id],
    });
    expect(product).toMatchObject({
      name: 'Lucky Spins',
      url: 'https://spins.example',
      type: 'Game',
      isActive: true,
      // Casino is a gambling category, and the input did not say otherwise.
      isGambling: true,
      platform: { name: 'Android', isLegacy: false, isMobile: true },
      category: { name: 'Games' },
      subCategory: { name: 'Casino' },
      averageSentiment: null,
      reviewUserCount: 0,
    });
    expect(product.users.map((user) => [user.email, user.role]).sort()).toEqual(
      [
        [admin.email, 'Admin'],
        [member.email, 'Member'],
      ].sort(),
    );
    expect(Date.parse(product.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('updates fields, re-checks the catalogue as a whole and replaces the attached users', async () => {
    const product = await create({
      name: 'Web Shop',
      type: 'Website',
      platformId: catalogue.platform('Web'),
      url: 'https://shop.example',
    });
    const { updateOneProduct: updated } = ok(
      await admin.ask<{ updateOneProduct: ProductShape }>(UPDATE, {
        id: product.id,
        update: {
          name: 'Web Shop 2',
          url: null,
          isActive: false,
          categoryId: catalogue.category('Shopping'),
          subCategoryId: catalogue.category('Fashion'),
          userIds: [member.id],
        },
      }),
    );
    expect(updated).toMatchObject({
      id: product.id,
      name: 'Web Shop 2',
      url: null,
      isActive: false,
      category: { name: 'Shopping' },
      subCategory: { name: 'Fashion' },
      users: [{ id: member.id, email: member.email, role: 'Member' }],
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt));

    // Changing the category alone drops the sub-category that belonged to the old one.
    const moved = ok(
      await admin.ask<{ updateOneProduct: ProductShape }>(UPDATE, {
        id: product.id,
        update: { categoryId: catalogue.category('Finance') },
      }),
    ).updateOneProduct;
    expect(moved).toMatchObject({ category: { name: 'Finance' }, subCategory: null });
  });

  it('refuses a platform change that leaves a platform-specific category behind', async () => {
    const product = await create({
      name: 'Home Launcher',
      type: 'App',
      platformId: catalogue.platform('Android'),
      categoryId: catalogue.category('Productivity'),
      subCategoryId: catalogue.category('Launchers'),
    });
    expect(
      failure(await admin.ask(UPDATE, { id: product.id, update: { platformId: catalogue.platform('iOS') } })),
    ).toMatchObject({
      message: 'Sub-category Launchers is not available on iOS.',
      extensions: { code: 'BAD_USER_INPUT', field: 'update.subCategoryId' },
    });
  });

  it('answers CONFLICT for a second product with the same name, in any case', async () => {
    await create({ name: 'Unique Name', type: 'App', platformId: catalogue.platform('iOS') });
    expect(
      failure(
        await admin.ask(CREATE, {
          input: { name: 'unique name', type: 'App', platformId: catalogue.platform('iOS') },
        }),
      ),
    ).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  describe('lists', () => {
    const names = ['Alpha List', 'bravo list', 'Charlie List', 'Delta List', 'Echo List'];
    let ids: Map<string, string>;

    beforeAll(async () => {
      ids = new Map();
      for (const [index, name] of names.entries()) {
        const product = await create({
          name,
          type: index % 2 === 0 ? 'Website' : 'App',
          url: `https://${name.split(' ')[0]!.toLowerCase()}.list.example`,
          platformId: index % 2 === 0 ? catalogue.platform('Web') : catalogue.platform('iOS'),
          categoryId: catalogue.category('Travel'),
          subCategoryId: index < 2 ? catalogue.category('Hotels') : catalogue.category('Flights'),
          isActive: index !== 3,
        });
        ids.set(name, product.id);
      }
    });

    const search = { search: 'list' };

    it('sorts by name case-insensitively in both directions', async () => {
      const asc = await list({ filter: search, sorting: [{ field: 'name', direction: 'ASC' }] });
      expect(asc.getProducts.map((p) => p.name)).toEqual(names);
      expect(asc.countProducts).toBe(5);
      const desc = await list({ filter: search, sorting: [{ field: 'name', direction: 'DESC' }] });
      expect(desc.getProducts.map((p) => p.name)).toEqual([...names].reverse());
    });

    it('pages without overlap or gaps, ties broken by id', async () => {
      const sorting = [{ field: 'isActive', direction: 'DESC' }];
      const pages = [];
      for (let offset = 0; offset < 6; offset += 2) {
        pages.push(...(await list({ filter: search, sorting, paging: { limit: 2, offset } })).getProducts);
      }
      expect(pages.map((p) => p.id).sort()).toEqual([...ids.values()].sort());
      expect(pages.at(-1)!.isActive).toBe(false);
      const all = await list({ filter: search, sorting, paging: { limit: 100 } });
      expect(all.getProducts.map((p) => p.id)).toEqual(pages.map((p) => p.id));
    });

    it('sorts by createdAt', async () => {
      const newest = await list({
        filter: search,
        sorting: [{ field: 'createdAt', direction: 'DESC' }],
        paging: { limit: 1 },
      });
      expect(newest.getProducts[0]!.name).toBe('Echo List');
    });

    it('filters by search on name or url, activity, platform and category or sub-category', async () => {
      expect((await list({ filter: { search: 'CHARLIE' } })).getProducts.map((p) => p.name)).toEqual([
        'Charlie List',
      ]);
      expect(
        (await list({ filter: { search: 'delta.list.example' } })).getProducts.map((p) => p.name),
      ).toEqual(['Delta List']);
      expect((await list({ filter: { ...search, isActive: false } })).getProducts.map((p) => p.name)).toEqual(
        ['Delta List'],
      );
      const onIos = await list({ filter: { ...search, platformId: catalogue.platform('iOS') } });
      expect(onIos.getProducts.map((p) => p.name)).toEqual(['bravo list', 'Delta List']);
      expect(onIos.countProducts).toBe(2);
      const hotels = await list({ filter: { categoryId: catalogue.category('Hotels') } });
      expect(hotels.getProducts.map((p) => p.name)).toEqual(['Alpha List', 'bravo list']);
      expect((await list({ filter: { categoryId: catalogue.category('Travel') } })).countProducts).toBe(5);
    });

    it('treats LIKE wildcards in a search as plain text', async () => {
      expect((await list({ filter: { search: '%' } })).countProducts).toBe(0);
      expect((await list({ filter: { search: '_' } })).countProducts).toBe(0);
    });

    it('returns every visible product by name in getAllProducts', async () => {
      const { getAllProducts } = ok(
        await admin.ask<{ getAllProducts: { name: string }[] }>('{ getAllProducts { name } }'),
      );
      const listed = getAllProducts.map((p) => p.name);
      expect(listed).toEqual([...listed].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(listed).toEqual(expect.arrayContaining(names));
    });

    it('defaults to 20 per page', async () => {
      for (let index = 0; index < 16; index += 1) {
        await create({
          name: `Bulk ${String(index).padStart(2, '0')}`,
          type: 'App',
          platformId: catalogue.platform('Web'),
        });
      }
      const { getProducts, countProducts } = await list({});
      expect(countProducts).toBeGreaterThan(20);
      expect(getProducts).toHaveLength(20);
    });
  });

  describe('bad input', () => {
    const countAll = async () => (await list({})).countProducts;

    it.each([
      [
        'a too long name',
        () => ({ name: 'n'.repeat(121) }),
        'Name must be at most 120 characters.',
        'input.name',
      ],
      [
        'a bad url',
        () => ({ url: 'javascript:alert(1)' }),
        'URL must be a valid http or https address.',
        'input.url',
      ],
      [
        'an unknown platform',
        () => ({ platformId: '00000000-0000-4000-8000-000000000000' }),
        'Platform does not exist.',
        'input.platformId',
      ],
      [
        'a malformed platform id',
        () => ({ platformId: 'web' }),
        'Platform does not exist.',
        'input.platformId',
      ],
      [
        'a sub-category of another category',
        () => ({ categoryId: catalogue.category('Finance'), subCategoryId: catalogue.category('Hotels') }),
        'Sub-category does not belong to the chosen category.',
        'input.subCategoryId',
      ],
      [
        'a sub-category as category',
        () => ({ categoryId: catalogue.category('Hotels') }),
        'Category must be a main category; pick the detail as sub-category.',
        'input.categoryId',
      ],
      [
        'a category of another platform',
        () => ({ categoryId: catalogue.category('Browser Extensions') }),
        'Category Browser Extensions is not available on iOS.',
        'input.categoryId',
      ],
      [
        'a sub-category without category',
        () => ({ subCategoryId: catalogue.category('Hotels') }),
        'Choose a category before a sub-category.',
        'input.subCategoryId',
      ],
    ])('rejects %s with BAD_USER_INPUT and writes nothing', async (_label, override, message, field) => {
      const before = await countAll();
      const input = {
        name: 'Never Written',
        type: 'App',
        platformId: catalogue.platform('iOS'),
        ...override(),
      };
      expect(failure(await admin.ask(CREATE, { input }))).toEqual(
        expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }),
      );
      expect(await countAll()).toBe(before);
    });

    it.each([
      [{ limit: 1000 }, 'Limit must be between 1 and 100.', 'paging.limit'],
      [{ limit: 0 }, 'Limit must be between 1 and 100.', 'paging.limit'],
      [{ offset: -1 }, 'Offset must be zero or more.', 'paging.offset'],
    ])('rejects paging %j with BAD_USER_INPUT', async (paging, message, field) => {
      expect(failure(await admin.ask(LIST, { paging }))).toEqual(
        expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }),
      );
    });

    it('rejects a too long search', async () => {
      expect(failure(await admin.ask(LIST, { filter: { search: 's'.repeat(201) } }))).toMatchObject({
        message: 'Search must be at most 200 characters.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('rejects getProductCategories for an unknown platform', async () => {
      expect(failure(await admin.ask('{ getProductCategories(platformId: "nope") { id } }'))).toMatchObject({
        message: 'Platform does not exist.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  it('offers only the categories that fit a platform', async () => {
    const names = async (platform: string) =>
      ok(
        await admin.ask<{
          getProductCategories: {
            name: string;
            isMainCategory: boolean;
            mainCategory: { name: string } | null;
          }[];
        }>(
          'query ($id: ID) { getProductCategories(platformId: $id) { name isMainCategory mainCategory { name } } }',
          { id: catalogue.platform(platform) },
        ),
      ).getProductCategories.map((category) => category.name);
    const ios = await names('iOS');
    expect(ios).toEqual(expect.arrayContaining(['Shopping', 'Fashion', 'Home Screen Widgets']));
    expect(ios).not.toContain('Launchers');
    expect(ios).not.toContain('Browser Extensions');
    expect(ios).not.toContain('Ad Blocking');
    const web = await names('Web');
    expect(web).toEqual(expect.arrayContaining(['Browser Extensions', 'Ad Blocking']));
  });
});
