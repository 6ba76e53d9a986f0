import { randomBytes, randomUUID } from 'node:crypto';
import { type Actor, signUpMember } from './actors';
import { readCatalogue } from './catalogue';
import { ok } from './graphql';
import type { Harness } from './harness';

export const WEBM = (size: number) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(size - 4)]);

/** An 8-byte PNG signature and some bytes: enough for the magic-byte check. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);

export async function createProduct(admin: Actor, name: string, userIds: string[] = []): Promise<string> {
  const catalogue = await readCatalogue(admin);
  return ok(
    await admin.ask<{ createOneProduct: { id: string } }>(
      'mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { id } }',
      { input: { name, type: 'Website', platformId: catalogue.platform('Web'), userIds } },
    ),
  ).createOneProduct.id;
}

/** A Member of the organisation attached to `productIds` (through the product form's mutation). */
export async function attachedMember(
  h: Harness,
  admin: Actor,
  organisationId: string,
  productIds: string[],
): Promise<Actor> {
  const member = await signUpMember(h, organisationId);
  for (const id of productIds) {
    const { getProducts } = ok(
      await admin.ask<{ getProducts: { id: string; users: { id: string }[] }[] }>(
        '{ getProducts(paging: { limit: 100 }) { id users { id } } }',
      ),
    );
    const current = getProducts.find((product) => product.id === id)?.users.map((user) => user.id) ?? [];
    ok(
      await admin.ask(
        'mutation ($id: ID!, $u: UpdateProductInput!) { updateOneProduct(id: $id, update: $u) { id } }',
        {
          id,
          u: { userIds: [...current, member.id] },
        },
      ),
    );
  }
  return member;
}

/** Talks to the public widget API the way the embedded widget does. */
export function widgetClient(h: Harness, key: string, productId: string) {
  const url = (route: string) =>
    `${h.server.url}/widget/v1/${route}?key=${encodeURIComponent(key)}&product=${productId}`;
  return {
    async settings(): Promise<Record<string, unknown>> {
      const response = await fetch(url('settings'));
      if (response.status !== 200) throw new Error(`settings: ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    },
    async upload(bytes: Buffer, contentType = 'audio/webm'): Promise<string> {
      const ticket = await fetch(url('uploads'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ submissionId: randomUUID(), contentType, size: bytes.length }),
      });
      const body = (await ticket.json()) as { uploadUrl: string; fileKey: string };
      if (ticket.status !== 201) throw new Error(`uploads: ${ticket.status} ${JSON.stringify(body)}`);
      const put = await fetch(body.uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Uint8Array(bytes),
      });
      if (put.status !== 200) throw new Error(`PUT: ${put.status}`);
      return body.fileKey;
    },
    /** A submission as it is sent, whatever the answer: its id and the response. */
    async post(body: Record<string, unknown>): Promise<{ id: string; response: Response }> {
      const id = randomUUID();
      const response = await fetch(url('submissions'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': id },
        body: JSON.stringify({ id, createdAt: new Date().toISOString(), ...body }),
      });
      return { id, response };
    },
    async submit(body: Record<string, unknown>): Promise<string> {
      const { response } = await this.post(body);
      if (response.status !== 201)
        throw new Error(`submissions: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { id: string }).id;
    },
  };
}
