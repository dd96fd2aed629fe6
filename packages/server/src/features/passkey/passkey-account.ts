import { validatePasskeyUserId } from '@foyer/core';
import { didFromPublicKey, encodeBase58, generateKeyPair } from '@foyer/did';
import { validOrThrow } from '../email/valid-or-throw.js';

/** A DID for a new passkey account; its secret key is dropped, as the passkey, not a key, proves the user. */
export function mintAccountDid(): { did: string; pk: string } {
  const { publicKey } = generateKeyPair('ed25519');
  return { did: `did:abt:${didFromPublicKey(publicKey, { role: 'account' })}`, pk: encodeBase58(publicKey) };
}

/** The WebAuthn user.id of an account: its DID in UTF-8, which WebAuthn caps at 64 bytes (passkeyUserIdInvalid beyond). */
export function userHandleOf(did: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(validOrThrow(validatePasskeyUserId(did)), 'utf8'));
}
