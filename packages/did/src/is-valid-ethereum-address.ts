import { stripDidPrefix } from './strip-did-prefix.js';
import { toChecksumAddress } from './to-checksum-address.js';

/** Whether `address` (optionally `did:abt:` and `0x` prefixed) is 40 hex digits, all one case or EIP-55 checksummed. */
export function isValidEthereumAddress(address: string): boolean {
  const bare = stripDidPrefix(address);
  if (!/^(?:0x)?[0-9a-f]{40}$/i.test(bare)) return false;
  const digits = bare.slice(-40);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return toChecksumAddress(digits) === `0x${digits}`;
}
