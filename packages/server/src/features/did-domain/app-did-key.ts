import { encodeBase58 } from '@foyer/did';
import type { AppKey } from '../../keys/app-key.js';

// Multicodec ed25519-pub (0xed, as an unsigned varint), the prefix did:key puts before an Ed25519 public key.
const ED25519_PUB = [0xed, 0x01];

/** The app key as a did:key, which any verifier resolves from the DID alone, and its one verification method. */
export function appDidKey(appKey: Pick<AppKey, 'publicKey'>): { did: string; kid: string } {
  const fingerprint = encodeBase58(new Uint8Array([...ED25519_PUB, ...appKey.publicKey]));
  const did = `did:key:${fingerprint}`;
  return { did, kid: `${did}#${fingerprint}` };
}
