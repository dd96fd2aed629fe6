import { equalBytes } from '@noble/curves/utils.js';
import { decodeDid } from './decode-did.js';
import { isDidError } from './errors.js';

/** Whether two DIDs name the same identity, regardless of `did:abt:` prefix or Ethereum address letter case. */
export function isSameDid(a: string, b: string): boolean {
  try {
    const [left, right] = [decodeDid(a), decodeDid(b)];
    return left.role === right.role && left.key === right.key && left.hash === right.hash && equalBytes(left.pkHash, right.pkHash);
  } catch (error) {
    if (isDidError(error)) return false;
    throw error;
  }
}
