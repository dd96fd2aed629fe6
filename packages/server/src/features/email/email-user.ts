import { createHmac } from 'node:crypto';
import { didFromPublicKey, encodeBase58, publicKeyFromSecret } from '@foyer/did';
import type { Store, UserRecord } from '../../store/types.js';
import { createUser, type SignUp } from '../passports/create-user.js';

/** The account key of an address: the same app and address always give the same DID, and no one else can derive it. */
export function emailAccountKey(didKey: Buffer, email: string): { did: string; pk: string } {
  const seed = createHmac('sha256', didKey).update(`email:${email}`).digest();
  const publicKey = publicKeyFromSecret('ed25519', seed);
  return { did: `did:abt:${didFromPublicKey(publicKey, { role: 'account' })}`, pk: encodeBase58(publicKey) };
}

/** The user of a proven address: the one already holding it, else a new user with the address's derived DID. */
export async function signInEmailUser(store: Store, didKey: Buffer, email: string, sourceAppPid: string | null, signUp: SignUp): Promise<UserRecord> {
  const now = Date.now();
  const existing = await store.users.findByEmail(email);
  if (existing) return (await store.users.update(existing.did, { lastLoginAt: now })) ?? existing;
  const { did, pk } = emailAccountKey(didKey, email);
  try {
    return await createUser(store, { did, pk, sourceProvider: 'email', email, sourceAppPid, lastLoginAt: now }, signUp);
  } catch (error) {
    // Two first sign-ins of one address race to create the same DID; the loser signs in to the winner's user.
    const created = await store.users.findByDid(did);
    if (!created) throw error;
    return (await store.users.update(did, { lastLoginAt: now })) ?? created;
  }
}
