import { decodeDid } from './decode-did.js';
import type { DidTypeInfo } from './did-types.js';

/** Role, key and hash types of a DID. */
export function toTypeInfo(did: string): DidTypeInfo {
  const { role, key, hash } = decodeDid(did);
  return { role, key, hash };
}
