import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { normalizePublicKey } from './normalize-public-key.js';
import { toChecksumAddress } from './to-checksum-address.js';

/** The EIP-55 Ethereum address of a secp256k1 public key (33, 64 or 65 bytes): last 20 bytes of keccak256(x‖y). */
export function ethereumAddress(publicKey: Uint8Array): string {
  return toChecksumAddress(bytesToHex(keccak_256(normalizePublicKey('ethereum', publicKey)).subarray(-20)));
}
