import { createHash } from 'node:crypto';

/**
 * A UUID that is always the same for the same name (the layout of a version 5 UUID over SHA-1):
 * the demo's rows and files get the same ids on every start, which is what makes the seed find
 * what it made before instead of making it twice.
 */
export function demoUuid(name: string): string {
  const bytes = createHash('sha1').update(`hearback-demo:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A number in [0, 1) that is always the same for the same name: the demo's "randomness". */
export function demoFraction(name: string): number {
  return createHash('sha1').update(`hearback-demo-fraction:${name}`).digest().readUInt32BE(0) / 2 ** 32;
}
