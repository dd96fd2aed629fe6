import { equalBytes } from '@noble/curves/utils.js';
import { decodeBase58 } from './decode-base58.js';
import { decodeHex } from './decode-hex.js';
import { digest } from './digest.js';
import { ETHEREUM_DID_TYPE, HASH_TYPES, KEY_TYPES, ROLE_TYPES, type DidTypeInfo } from './did-types.js';
import { DidError } from './errors.js';
import { isValidEthereumAddress } from './is-valid-ethereum-address.js';
import { stripDidPrefix } from './strip-did-prefix.js';

export interface DecodedDid extends DidTypeInfo {
  /** 20 bytes: the truncated key hash of a did:abt, or the address itself for an Ethereum DID. */
  pkHash: Uint8Array;
}

function nameOf<Name extends string>(table: Record<Name, number>, code: number): Name {
  const name = (Object.keys(table) as Name[]).find((candidate) => table[candidate] === code);
  if (name === undefined) throw new DidError('invalid_did');
  return name;
}

function decodeAddress(address: string): Uint8Array {
  try {
    return decodeBase58(address);
  } catch (cause) {
    throw new DidError('invalid_did', { cause });
  }
}

/** Type and key hash of a did:abt (`z…`) or Ethereum (`0x…`) DID, `did:abt:` prefix optional; checksums are verified. */
export function decodeDid(did: string): DecodedDid {
  const address = stripDidPrefix(did);
  if (isValidEthereumAddress(address)) return { ...ETHEREUM_DID_TYPE, pkHash: decodeHex(address) };
  if (!address.startsWith('z')) throw new DidError('invalid_did');
  const bytes = decodeAddress(address);
  if (bytes.length !== 26) throw new DidError('invalid_did');
  const code = new DataView(bytes.buffer, bytes.byteOffset).getUint16(0);
  const hash = nameOf(HASH_TYPES, code & 0x1f);
  if (!equalBytes(digest(hash, bytes.subarray(0, 22)).subarray(0, 4), bytes.subarray(22))) throw new DidError('invalid_did');
  return { role: nameOf(ROLE_TYPES, code >> 10), key: nameOf(KEY_TYPES, (code >> 5) & 0x1f), hash, pkHash: bytes.slice(2, 22) };
}
