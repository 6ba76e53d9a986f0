import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import {
  type Actor,
  joinOrganisation,
  type Organisation,
  signUp,
  signUpAdmin,
  signUpMember,
} from '../support/actors';
import { type CatalogueIds, readCatalogue } from '../support/catalogue';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const CREATE = `mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { id name users { id } } }`;
const UPDATE = `mutation ($id: ID!, $update: UpdateProductInput!) { updateOneProduct(id: $id, update: $update) { id } }`;
const LISTS = `{
  getProducts(paging: { limit: 100 }) { id name }
  countProducts
  getAllProducts { id name }
  users(paging: { limit: 100 }) { id email role }
  countUsers
}`;

interface Lists {
  getProducts: { id: string; name: string }[];
  countProducts: number;
  getAllProducts: { id: string; name: string }[];
  users: { id: string; email: string; role: string }[];
  countUsers: number;
}

describe.each(databaseKinds())('organisation isolation and roles on %s', (kind) => {
  let h: Harness;
  let catalogue: CatalogueIds;
  let first: { admin: Actor; organisation: Organisation; member: Actor; products: Record<string, string> };
  let second: { admin: Actor; organisation: Organisation; productId: string };

  beforeAll(async () => {
    h = await startHarness(kind);
    const a = await signUpAdmin(h, 'First Organisation');
    const member = await signUpMember(h, a.organisation.id);
    catalogue = await readCatalogue(a.admin);
    const make = async (as: Actor, name: string, userIds: string[] = []) =>
      ok(
        await as.ask<{ createOneProduct: { id: string } }>(CREATE, {
          input: { name, type: 'App', platformId: catalogue.platform('iOS'), userIds },
        }),
      ).createOneProduct.id;
    first = {
      ...a,
      member,
      products: {
        shared: await make(a.admin, 'Shared With Member', [member.id]),
        adminOnly: await make(a.admin, 'Admin Only'),
      },
    };
    const b = await signUpAdmin(h, 'Second Organisation');
    second = { ...b, productId: await make(b.admin, 'Second Product') };
  });
  afterAll(() => h?.stop());

  it("never lists the other organisation's users or products", async () => {
    const mine = ok(await second.admin.ask<Lists>(LISTS));
    expect(mine.getProducts.map((p) => p.name)).toEqual(['Second Product']);
    expect(mine.countProducts).toBe(1);
    expect(mine.getAllProducts.map((p) => p.id)).toEqual([second.productId]);
    expect(mine.users.map((u) => u.email)).toEqual([second.admin.email]);
    expect(mine.countUsers).toBe(1);

    const theirs = ok(await first.admin.ask<Lists>(LISTS));
    expect(theirs.getProducts.map((p) => p.name).sort()).toEqual(['Admin Only', 'Shared With Member']);
    expect(theirs.users.map((u) => u.email).sort()).toEqual([first.admin.email, first.member.email].sort());
    expect(theirs.countUsers).toBe(2);
  });

  it("answers NOT_FOUND for the other organisation's product and changes nothing", async () => {
    expect(
      failure(await second.admin.ask(UPDATE, { id: first.products.adminOnly, update: { name: 'Hijacked' } })),
    ).toMatchObject({
      message: 'Product not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const names = ok(await first.admin.ask<Lists>(LISTS)).getProducts.map((p) => p.name);
    expect(names).not.toContain('Hijacked');
  });

  it("refuses to attach the other organisation's users", async () => {
    expect(
      failure(
        await second.admin.ask(CREATE, {
          input: {
            name: 'Poaching',
            type: 'App',
            platformId: catalogue.platform('iOS'),
            userIds: [first.member.id],
          },
        }),
      ),
    ).toMatchObject({
      message: 'Only users of your organisation can be attached to a product.',
      extensions: { code: 'BAD_USER_INPUT', field: 'input.userIds' },
    });
    expect(
      failure(
        await second.admin.ask(UPDATE, { id: second.productId, update: { userIds: [first.admin.id] } }),
      ),
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('gives a Member FORBIDDEN for product and organisation writes', async () => {
    const input = { name: 'Member Product', type: 'App', platformId: catalogue.platform('iOS') };
    expect(failure(await first.member.ask(CREATE, { input }))).toMatchObject({
      message: 'Only an Admin can create products.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      failure(await first.member.ask(UPDATE, { id: first.products.shared, update: { name: 'Renamed' } })),
    ).toMatchObject({
      message: 'Only an Admin can update products.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      failure(
        await first.member.ask(
          'mutation ($id: ID!) { updateOneOrganization(id: $id, update: { name: "Mine" }) { id } }',
          {
            id: first.organisation.id,
          },
        ),
      ),
    ).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('shows a Member only the products they are attached to', async () => {
    const lists = ok(await first.member.ask<Lists>(LISTS));
    expect(lists.getProducts.map((p) => p.name)).toEqual(['Shared With Member']);
    expect(lists.countProducts).toBe(1);
    expect(lists.getAllProducts.map((p) => p.id)).toEqual([first.products.shared]);
    // Members still see who else works in their organisation.
    expect(lists.countUsers).toBe(2);
  });

  it('gives a disabled user FORBIDDEN for organisation data but still answers me', async () => {
    const disabled = await signUpMember(h, first.organisation.id);
    await withScope(h.server.database.db, { organisationId: first.organisation.id }, (tx) =>
      tx.update(users).set({ enabled: false }).where(eq(users.id, disabled.id)),
    );
    h.server.forgetSignedInCallers();
    expect(ok(await disabled.ask<{ me: { enabled: boolean } }>('{ me { enabled } }')).me.enabled).toBe(false);
    expect(failure(await disabled.ask('{ getAllProducts { id } }'))).toMatchObject({
      message: 'Your account is disabled. Ask an Admin of your organisation to enable it.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('gives a user waiting for review (organisation, no role) FORBIDDEN', async () => {
    const waiting = await signUp(h);
    await joinOrganisation(h, waiting, first.organisation.id, null);
    expect(failure(await waiting.ask('{ countProducts }'))).toMatchObject({
      message: "Your access to this organisation is waiting for an Admin's review.",
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
