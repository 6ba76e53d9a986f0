import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import {
  type Actor,
  joinOrganisation,
  type Organisation,
  signUp,
  signUpAdmin,
  signUpMember,
} from '../support/actors';
import { markDomainProven, signUpAndAskToJoin } from '../support/domain-join';
import { failure, type GraphQLAnswer, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { createProduct } from '../support/widget-fixtures';

const SET_LANGUAGE = 'mutation ($update: UpdateMeInput!) { updateMe(update: $update) { language } }';
const LONG_FIRST_NAME = 'mutation ($update: UpdateMeInput!) { updateMe(update: $update) { firstName } }';
const AUDIT_LOG = '{ auditEvents { id } }';
const MARK_READ = 'mutation ($id: ID!) { markNotificationRead(id: $id) { id message } }';
const BELL = '{ notifications(paging: { limit: 10 }) { id kind message } }';
const NO_SUCH_NOTIFICATION = '00000000-0000-4000-8000-000000000000';
const CREATE_CONTACT =
  'mutation ($p: ID!, $i: ContactInput!) { createContact(productId: $p, input: $i) { id } }';
const CREATE_API_KEY = 'mutation ($n: String!) { createApiKey(name: $n) { secret } }';

interface Bell {
  notifications: { id: string; kind: string; message: string }[];
}

/** The three refusals the suite asks for, and what they said in English before they had a German. */
const ENGLISH = {
  badUserInput: {
    message: 'First name must be at most 120 characters.',
    extensions: { code: 'BAD_USER_INPUT', field: 'update.firstName' },
  },
  notFound: { message: 'Notification not found.', extensions: { code: 'NOT_FOUND' } },
  forbidden: { message: 'Only an Admin can see the audit log.', extensions: { code: 'FORBIDDEN' } },
};

const GERMAN = {
  badUserInput: { ...ENGLISH.badUserInput, message: 'Vorname darf höchstens 120 Zeichen lang sein.' },
  notFound: { ...ENGLISH.notFound, message: 'Benachrichtigung nicht gefunden.' },
  forbidden: { ...ENGLISH.forbidden, message: 'Nur ein Admin kann das Audit-Log sehen.' },
};

const uniqueDomain = () => `lang-${randomBytes(4).toString('hex')}.test`;

describe.each(databaseKinds())('messages in the reader’s language on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** The caller's request with headers of its own (the dashboard's Accept-Language). */
  const askWith = <T>(actor: Actor, headers: Record<string, string>, query: string, variables?: object) =>
    graphql<T>(h.server.url, query, { token: actor.idToken, variables: { ...variables }, headers });

  const setLanguage = async (actor: Actor, language: 'en' | 'de' | null) => {
    ok(await actor.ask(SET_LANGUAGE, { update: { language } }));
  };

  /** The refusals of a Member: bad input, an unknown id, and an Admin's operation. */
  const refusalsOf = async (member: Actor, headers: Record<string, string> = {}) => {
    const only = (answer: GraphQLAnswer<unknown>) => {
      const error = failure(answer);
      return { message: error.message, extensions: error.extensions };
    };
    return {
      badUserInput: only(
        await askWith(member, headers, LONG_FIRST_NAME, { update: { firstName: 'A'.repeat(121) } }),
      ),
      notFound: only(await askWith(member, headers, MARK_READ, { id: NO_SUCH_NOTIFICATION })),
      forbidden: only(await askWith(member, headers, AUDIT_LOG)),
    };
  };

  /** An organisation that proved its domain, so a newcomer's request to join notifies its Admins. */
  const organisationWithDomain = async (name: string) => {
    const domain = uniqueDomain();
    const { admin, organisation } = await signUpAdmin(h, name, { website: `https://www.${domain}` });
    await markDomainProven(h, organisation.id);
    return { domain, admin, organisation };
  };

  const notificationsOf = async (actor: Actor, headers: Record<string, string> = {}) =>
    ok(await askWith<Bell>(actor, headers, BELL)).notifications;

  describe('errors', () => {
    let organisation: Organisation;
    beforeAll(async () => {
      ({ organisation } = await signUpAdmin(h, 'Sprachen GmbH'));
    });

    it('are German for a Member who chose German, whatever the browser asks for', async () => {
      const member = await signUpMember(h, organisation.id);
      await setLanguage(member, 'de');
      expect(await refusalsOf(member)).toEqual(GERMAN);
      expect(await refusalsOf(member, { 'accept-language': 'en-GB,en;q=0.9' })).toEqual(GERMAN);
    });

    it("follow the dashboard's Accept-Language while the user chose no language", async () => {
      const member = await signUpMember(h, organisation.id);
      expect(await refusalsOf(member, { 'accept-language': 'de' })).toEqual(GERMAN);
      expect(await refusalsOf(member, { 'accept-language': 'fr-FR,de-AT;q=0.8,en;q=0.5' })).toEqual(GERMAN);
      // Nothing the dashboard speaks: English.
      expect(await refusalsOf(member, { 'accept-language': 'fr, ja;q=0.5' })).toEqual(ENGLISH);
    });

    it('are exactly the English of before for an English reader', async () => {
      const unset = await signUpMember(h, organisation.id);
      expect(await refusalsOf(unset)).toEqual(ENGLISH);
      const english = await signUpMember(h, organisation.id);
      await setLanguage(english, 'en');
      expect(await refusalsOf(english, { 'accept-language': 'de' })).toEqual(ENGLISH);
    });

    it('keep the HTTP status of a refusal before sign-in, in German too', async () => {
      const answer = await graphql(h.server.url, '{ me { id } }', { headers: { 'accept-language': 'de' } });
      expect(answer.status).toBe(401);
      expect(failure(answer)).toMatchObject({
        message: 'Melden Sie sich an, um fortzufahren.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const english = await graphql(h.server.url, '{ me { id } }');
      expect(failure(english).message).toBe('Sign in to continue.');
    });

    it('leave a second organisation as it was while another reads German', async () => {
      const german = await signUpMember(h, organisation.id);
      await setLanguage(german, 'de');
      const { organisation: other } = await signUpAdmin(h, 'Other Ltd');
      const otherMember = await signUpMember(h, other.id);
      const [inGerman, inEnglish] = await Promise.all([refusalsOf(german), refusalsOf(otherMember)]);
      expect(inGerman).toEqual(GERMAN);
      expect(inEnglish).toEqual(ENGLISH);
    });
  });

  describe('notifications', () => {
    it("are read in each recipient's language, stored once with their template", async () => {
      const { domain, admin: germanAdmin, organisation } = await organisationWithDomain('Lingua AG');
      await setLanguage(germanAdmin, 'de');
      const englishAdmin = await signUp(h, { prefix: 'admin' });
      await joinOrganisation(h, englishAdmin, organisation.id, 'Admin');

      const newcomer = await signUpAndAskToJoin(h, `newcomer@${domain}`, organisation.id);
      const english = `${newcomer.email} asked to join Lingua AG.`;
      const german = `${newcomer.email} möchte Lingua AG beitreten.`;

      const [germanBell] = await notificationsOf(germanAdmin);
      expect(germanBell).toMatchObject({ kind: 'ReviewUsers', message: german });
      expect(await notificationsOf(englishAdmin)).toEqual([expect.objectContaining({ message: english })]);
      // Without a language of their own, the dashboard's Accept-Language decides.
      expect(await notificationsOf(englishAdmin, { 'accept-language': 'de-DE' })).toEqual([
        expect.objectContaining({ message: german }),
      ]);
      // Marked read, it is answered in the reader's language too.
      const marked = ok(
        await germanAdmin.ask<{ markNotificationRead: { message: string } }>(MARK_READ, {
          id: germanBell!.id,
        }),
      );
      expect(marked.markNotificationRead.message).toBe(german);

      // Row-level security shows each recipient only their own copy.
      const storedFor = (recipient: Actor) =>
        withScope(h.server.database.db, { organisationId: organisation.id, userId: recipient.id }, (tx) =>
          tx
            .select({
              message: notifications.message,
              template: notifications.messageTemplate,
              values: notifications.messageValues,
            })
            .from(notifications)
            .where(eq(notifications.userId, recipient.id)),
        );
      const row = {
        message: english,
        template: '{{email}} asked to join {{organisation}}.',
        values: { email: newcomer.email, organisation: 'Lingua AG' },
      };
      expect(await storedFor(germanAdmin)).toEqual([row]);
      expect(await storedFor(englishAdmin)).toEqual([row]);
    });

    it('keep the stored text of a notification written before templates', async () => {
      const { admin, organisation } = await organisationWithDomain('Altbestand KG');
      await setLanguage(admin, 'de');
      await withScope(h.server.database.db, { organisationId: organisation.id, userId: admin.id }, (tx) =>
        tx.insert(notifications).values({
          organisationId: organisation.id,
          userId: admin.id,
          kind: 'ReviewUsers',
          message: 'old@example.com asked to join Altbestand KG.',
        }),
      );
      expect(await notificationsOf(admin)).toEqual([
        expect.objectContaining({ message: 'old@example.com asked to join Altbestand KG.' }),
      ]);
    });

    it("reach only the organisation's own Admins, in their own language", async () => {
      const first = await organisationWithDomain('Erste GmbH');
      await setLanguage(first.admin, 'de');
      const second = await organisationWithDomain('Second Ltd');
      const inFirst = await signUpAndAskToJoin(h, `one@${first.domain}`, first.organisation.id);
      const inSecond = await signUpAndAskToJoin(h, `two@${second.domain}`, second.organisation.id);

      expect((await notificationsOf(first.admin)).map((entry) => entry.message)).toEqual([
        `${inFirst.email} möchte Erste GmbH beitreten.`,
      ]);
      expect((await notificationsOf(second.admin)).map((entry) => entry.message)).toEqual([
        `${inSecond.email} asked to join Second Ltd.`,
      ]);
    });
  });
  describe("a contact's problems", () => {
    /** The refusals of a contact form whose phone and e-mail are wrong, and whose name is two lines. */
    const problemsOf = async (admin: Actor, productId: string) => {
      const refused = async (input: Record<string, unknown>) => {
        const error = failure(await admin.ask(CREATE_CONTACT, { p: productId, i: input }));
        return { message: error.message, extensions: error.extensions };
      };
      return [
        await refused({ email: 'ann@' }),
        await refused({ email: 'ann@example.com', phoneNumber: '0176 1234' }),
        await refused({ email: 'ann@example.com', name: 'Ann\nLee' }),
        await refused({ email: 'ann@example.com', attributes: [{ key: '-size', value: 'L' }] }),
      ];
    };
    const field = (name: string) => ({ code: 'BAD_USER_INPUT', field: `input.${name}` });

    it('are German for a German Admin, English for the Admin of a second organisation', async () => {
      const german = await signUpAdmin(h, 'Kontakte GmbH');
      await setLanguage(german.admin, 'de');
      const english = await signUpAdmin(h, 'Contacts Ltd');
      const [inGerman, inEnglish] = await Promise.all([
        problemsOf(german.admin, await createProduct(german.admin, 'Laden')),
        problemsOf(english.admin, await createProduct(english.admin, 'Shop')),
      ]);
      expect(inGerman).toEqual([
        { message: 'Die E-Mail-Adresse "ann@" ist nicht gültig.', extensions: field('email') },
        {
          message:
            'Die Telefonnummer "0176 1234" ist keine gültige internationale Nummer wie +44 20 7946 0958.',
          extensions: field('phoneNumber'),
        },
        {
          message: 'Name muss eine einzige Textzeile ohne Zeilenumbrüche oder Steuerzeichen sein.',
          extensions: field('name'),
        },
        {
          message:
            'Der Attributname "-size" muss aus 1 bis 64 Buchstaben, Ziffern, Leerzeichen, _ . oder - bestehen und mit einem Buchstaben oder einer Ziffer beginnen.',
          extensions: field('attributes.0.key'),
        },
      ]);
      expect(inEnglish).toEqual([
        { message: 'E-mail "ann@" is not a valid address.', extensions: field('email') },
        {
          message: 'Phone "0176 1234" is not a valid international number, such as +44 20 7946 0958.',
          extensions: field('phoneNumber'),
        },
        {
          message: 'Name must be one line of text, without line breaks or control characters.',
          extensions: field('name'),
        },
        {
          message:
            'Attribute name "-size" must be 1 to 64 letters, digits, spaces, _ . or -, starting with a letter or digit.',
          extensions: field('attributes.0.key'),
        },
      ]);
    });
  });

  describe('API-key refusals', () => {
    it("follow the caller's Accept-Language, and are the English of before without one", async () => {
      const { admin } = await signUpAdmin(h, 'Schlüssel AG');
      await setLanguage(admin, 'de');
      const { secret } = ok(
        await admin.ask<{ createApiKey: { secret: string } }>(CREATE_API_KEY, { n: 'Berichte' }),
      ).createApiKey;
      const withKey = (query: string, headers: Record<string, string> = {}) =>
        graphql(h.server.url, query, { token: secret, headers: { 'x-hearback-app': '', ...headers } }).then(
          (answer) => {
            const error = failure(answer);
            return { message: error.message, extensions: error.extensions };
          },
        );
      const change = 'mutation { createApiKey(name: "escalated") { secret } }';
      const people = '{ getProducts { id } users { email } }';
      const forbidden = { code: 'FORBIDDEN' };

      // The key acts for no user: the Admin's German is not the integration's language.
      expect(await withKey(change)).toEqual({
        message: 'An API key can only read. Changes need an Admin signed in to the dashboard.',
        extensions: forbidden,
      });
      expect(await withKey(people)).toEqual({
        message:
          'An API key cannot read users, UserListItem.email. It reads products, recordings and their statistics, nothing about people, credentials or settings.',
        extensions: forbidden,
      });
      expect(await withKey(change, { 'accept-language': 'de-CH, en;q=0.5' })).toEqual({
        message:
          'Ein API-Schlüssel kann nur lesen. Für Änderungen ist ein im Dashboard angemeldeter Admin nötig.',
        extensions: forbidden,
      });
      expect(await withKey(people, { 'accept-language': 'de' })).toEqual({
        message:
          'Ein API-Schlüssel kann users, UserListItem.email nicht lesen. Er liest Produkte, Aufnahmen und ihre Statistiken, nichts über Personen, Zugangsdaten oder Einstellungen.',
        extensions: forbidden,
      });
    });
  });
});
