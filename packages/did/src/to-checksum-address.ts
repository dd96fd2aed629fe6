import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { DidError } from './errors.js';

/** The EIP-55 mixed-case form of a 40-hex-digit Ethereum address (`0x` optional on input, always on output). */
export function toChecksumAddress(address: string): string {
  const digits = /^(?:0x)?([0-9a-f]{40})$/i.exec(address)?.[1]?.toLowerCase();
  if (digits === undefined) throw new DidError('invalid_address');
  const hash = bytesToHex(keccak_256(utf8ToBytes(digits)));
  const cased = [...digits].map((digit, i) => (Number.parseInt(hash.charAt(i), 16) > 7 ? digit.toUpperCase() : digit));
  return `0x${cased.join('')}`;
}
