import { hex } from '@scure/base';

/** `0x`-prefixed lowercase hex, the form @arcblock tools print keys and signatures in. */
export function encodeHex(bytes: Uint8Array): string {
  return `0x${hex.encode(bytes)}`;
}
