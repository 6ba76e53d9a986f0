import type { Product, Recording } from '../../generated/resolvers-types';
import type { Member } from '../access';

/**
 * The services' half of the API-key policy (api-key-access.ts): whatever the schema lets through,
 * what a service hands a request made with a key holds nothing about people. A visitor's
 * contact details and call-back number stay behind, and so do the users attached to a product.
 */
export function recordingsShownTo<T extends Recording>(member: Member, list: T[]): T[] {
  if (!member.apiKeyId) return list;
  return list.map((recording) => ({
    ...recording,
    phoneNumber: null,
    contact: { name: null, email: null, phoneNumber: null, purpose: null },
    contactEmailVerified: false,
  }));
}

export function productsShownTo<T extends Product>(member: Member, list: T[]): T[] {
  if (!member.apiKeyId) return list;
  return list.map((product) => ({ ...product, users: [], reviewUserCount: 0 }));
}
