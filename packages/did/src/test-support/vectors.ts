import { hexToBytes } from '@noble/hashes/utils.js';

/** ed25519 key of the all-0x01 seed and secp256k1 key of secret 1 (the generator), with DIDs @arcblock/did gives them. */
export const ED25519_SEED = new Uint8Array(32).fill(1);
export const ED25519_PK = hexToBytes('8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c');
export const ED25519_DID = 'z1e1gtMvLzDaoE31X2rYsMFZHDvc6mqZWYM';
export const ED25519_APPLICATION_SHA2_DID = 'zNMc6y4k679vWAqLgiBtU6La3Z2NQa9UxJsx';
export const ED25519_NODE_DID = 'z89XueYMe54TVmwf9J4gKPDncN3GkiBAQVyM';
export const ED25519_KECCAK_512_DID = 'z12jeZ7FynweQXSZpV2zW3Cm8fnpz47FZpeu';

export const SECP256K1_SK = hexToBytes('0000000000000000000000000000000000000000000000000000000000000001');
export const SECP256K1_PK = hexToBytes(
  '0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8',
);
export const SECP256K1_DID = 'z1ERqccSPGtEjyCJE8qRrbV7YnXU7kFQc7vy';
export const ETHEREUM_ADDRESS = '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf';
export const ETHEREUM_KEY_BASE58_DID = 'z1T4CFXu89jb71VeMDuncsqyYf8Jox2zGVaX';

/** Secret 45: its 64-byte Ethereum public key starts with 0x04, which the reference mistakes for a format prefix. */
export const ETHEREUM_0X04_SK = hexToBytes('000000000000000000000000000000000000000000000000000000000000002d');
