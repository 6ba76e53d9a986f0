import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct, widgetClient } from '../support/widget-fixtures';

const READ = `query ($p: ID!) { generalSettings(productId: $p) { productId name url timeZone widgetLanguage } }`;
const UPDATE = `mutation ($p: ID!, $u: UpdateGeneralSettingsInput!) {
  updateGeneralSettings(productId: $p, update: $u) { productId name url timeZone widgetLanguage }
}`;

interface General {
  productId: string;
  name: string;
  url: string | null;
  timeZone: string;
  widgetLanguage: string | null;
}

describe.each(databaseKinds())('general settings on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let member: Actor;
  let notAttached: Actor;
  let stranger: Actor;
  let product: string;
  let other: string;
  let widgetKey: string;

  const read = (actor: Actor, p = product) => actor.ask<{ generalSettings: General }>(READ, { p });
  const update = (actor: Actor, u: Record<string, unknown>, p = product) =>
    actor.ask<{ updateGeneralSettings: General }>(UPDATE, { p, u });

  beforeAll(async () => {
    h = await startHarness(kind, { server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 } });
    const founded = await signUpAdmin(h, 'General Ltd');
    admin = founded.admin;
    widgetKey = founded.organisation.widgetKey;
    product = await createProduct(admin, 'Shop');
    other = await createProduct(admin, 'Blog');
    member = await attachedMember(h, admin, founded.organisation.id, [product]);
    notAttached = await attachedMember(h, admin, founded.organisation.id, [other]);
    stranger = (await signUpAdmin(h, 'Elsewhere Ltd')).admin;
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('answers the defaults of a product never configured: UTC, the browser language', async () => {
    expect(ok(await read(admin)).generalSettings).toEqual({
      productId: product,
      name: 'Shop',
      url: null,
      timeZone: 'UTC',
      widgetLanguage: null,
    });
  });

  it('lets an Admin change name, url, time zone and language at once, and the widget speaks it', async () => {
    const changed = ok(
      await update(admin, {
        name: '  Web shop ',
        url: 'https://shop.example',
        timeZone: 'Europe/Berlin',
        widgetLanguage: 'DE',
      }),
    ).updateGeneralSettings;
    expect(changed).toEqual({
      productId: product,
      name: 'Web shop',
      url: 'https://shop.example',
      timeZone: 'Europe/Berlin',
      widgetLanguage: 'de',
    });
    expect(ok(await read(admin)).generalSettings).toEqual(changed);
    const { getProducts } = ok(
      await admin.ask<{ getProducts: { id: string; name: string }[] }>('{ getProducts { id name } }'),
    );
    expect(getProducts.find((row) => row.id === product)?.name).toBe('Web shop');
    expect(await widgetClient(h, widgetKey, product).settings()).toMatchObject({ language: 'de' });
    expect(await widgetClient(h, widgetKey, other).settings()).toMatchObject({ language: null });
  });

  it('changes only what is given, and null clears the language', async () => {
    const changed = ok(await update(admin, { widgetLanguage: null })).updateGeneralSettings;
    expect(changed).toMatchObject({ name: 'Web shop', timeZone: 'Europe/Berlin', widgetLanguage: null });
    const zoneOnly = ok(await update(admin, { timeZone: 'America/New_York' })).updateGeneralSettings;
    expect(zoneOnly).toMatchObject({
      name: 'Web shop',
      url: 'https://shop.example',
      timeZone: 'America/New_York',
    });
  });

  it('lets a Member read the products they work on, and nothing else', async () => {
    expect(ok(await read(member)).generalSettings.name).toBe('Web shop');
    expect(failure(await read(notAttached)).extensions?.code).toBe('NOT_FOUND');
    expect(failure(await read(stranger)).extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses changes to Members (FORBIDDEN) and to other organisations (NOT_FOUND)', async () => {
    const refused = failure(await update(member, { timeZone: 'Europe/Paris' }));
    expect(refused).toMatchObject({
      message: 'Only an Admin can change the general settings.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(failure(await update(stranger, { timeZone: 'Europe/Paris' })).extensions?.code).toBe('NOT_FOUND');
    expect(failure(await update(admin, { timeZone: 'Europe/Paris' }, 'not-a-product')).extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(ok(await read(admin)).generalSettings.timeZone).toBe('America/New_York');
  });

  it('names the field of each bad input', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { timeZone: 'Mars/Olympus_Mons' },
        'update.timeZone',
        'Time zone must be an IANA time zone, such as Europe/London.',
      ],
      [
        { timeZone: '+01:00' },
        'update.timeZone',
        'Time zone must be an IANA time zone, such as Europe/London.',
      ],
      [
        { widgetLanguage: 'klingon' },
        'update.widgetLanguage',
        'Widget language must be one of the languages offered, such as en.',
      ],
      [{ name: '   ' }, 'update.name', 'Name is required.'],
      [{ name: 'x'.repeat(121) }, 'update.name', 'Name must be at most 120 characters.'],
      [{ url: 'ftp://shop.example' }, 'update.url', 'URL must be a valid http or https address.'],
    ];
    for (const [input, field, message] of cases) {
      expect(failure(await update(admin, input)), JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
  });

  it('writes nothing when a part is refused: a taken name leaves the time zone as it was', async () => {
    const answer = failure(await update(admin, { name: 'Blog', timeZone: 'Asia/Tokyo' }));
    expect(answer).toMatchObject({
      message: 'A product named Blog already exists in your organisation.',
      extensions: { code: 'CONFLICT' },
    });
    expect(ok(await read(admin)).generalSettings).toMatchObject({
      name: 'Web shop',
      timeZone: 'America/New_York',
    });
  });

  it('offers the widget languages', async () => {
    const { widgetLanguages } = ok(
      await member.ask<{ widgetLanguages: { code: string; name: string }[] }>(
        '{ widgetLanguages { code name } }',
      ),
    );
    expect(widgetLanguages).toContainEqual({ code: 'de', name: 'German' });
    expect(widgetLanguages).toContainEqual({ code: 'en', name: 'English' });
  });
});
