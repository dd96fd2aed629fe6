import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Server-only keys derived from the app secret key, one per use, so a database dump alone cannot test a guessed code. */
export interface EmailSecrets {
  codeKey: Buffer;
  didKey: Buffer;
}

const derive = (secretKey: Uint8Array, info: string) => Buffer.from(hkdfSync('sha256', secretKey, 'foyer-email', info, 32));

export function deriveEmailSecrets(appSecretKey: Uint8Array): EmailSecrets {
  return { codeKey: derive(appSecretKey, 'code-hash'), didKey: derive(appSecretKey, 'email-did') };
}

// Bound to the row id, so equal codes of different rows never share a hash.
export const hashEmailCode = (codeKey: Buffer, id: string, code: string) => createHmac('sha256', codeKey).update(`${id}:${code}`).digest('hex');

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
