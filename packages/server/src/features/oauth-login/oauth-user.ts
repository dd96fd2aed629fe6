import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { didFromPublicKey, encodeBase58, publicKeyFromSecret } from '@foyer/did';
import type { Store, UserRecord } from '../../store/types.js';
import type { InvitePolicy } from '../invitations/resolve-invitation.js';
import { createUser } from '../passports/create-user.js';
import type { OAuthIdentity } from './oauth-identity.js';

export interface OAuthUserInput {
  provider: string;
  identity: OAuthIdentity;
  sourceAppPid: string | null;
  inviter: string | null;
  invites: InvitePolicy;
}

/** The server-only key behind OAuth account DIDs, derived from the app secret key so no one else can derive them. */
export const deriveOAuthDidKey = (appSecretKey: Uint8Array) => Buffer.from(hkdfSync('sha256', appSecretKey, 'foyer-oauth', 'oauth-did', 32));

/** The account key of a provider identity: the same app, provider and subject always give the same DID. */
export function oauthAccountKey(didKey: Buffer, provider: string, sub: string): { did: string; pk: string } {
  const seed = createHmac('sha256', didKey).update(`oauth:${provider}:${sub}`).digest();
  const publicKey = publicKeyFromSecret('ed25519', seed);
  return { did: `did:abt:${didFromPublicKey(publicKey, { role: 'account' })}`, pk: encodeBase58(publicKey) };
}

/** The user linked to (provider, sub), else a new user with the identity's derived DID and the account linked to it. */
export async function signInOAuthUser(store: Store, didKey: Buffer, input: OAuthUserInput): Promise<UserRecord> {
  const linked = await findLinkedUser(store, input);
  if (linked) return linked;
  const { provider, identity } = input;
  const { did, pk } = oauthAccountKey(didKey, provider, identity.sub);
  const now = Date.now();
  try {
    return await store.transaction(async (trx) => {
      const account = {
        did,
        pk,
        sourceProvider: provider,
        // An unverified address could name someone else's e-mail account, so only a verified one goes on the user.
        email: identity.emailVerified ? identity.email : null,
        fullName: identity.name,
        avatar: identity.picture,
        sourceAppPid: input.sourceAppPid,
        lastLoginAt: now,
      };
      const user = await createUser(trx, account, { inviter: input.inviter, invites: input.invites });
      await trx.connectedAccounts.create({
        id: randomUUID(),
        userDid: did,
        provider,
        did,
        providerUserId: identity.sub,
        email: identity.email,
        fullName: identity.name,
        avatar: identity.picture,
        extra: null,
        lastLoginAt: now,
      });
      return user;
    });
  } catch (error) {
    // Two first sign-ins of one identity race to create the same user; the loser signs in to the winner's.
    const created = await findLinkedUser(store, input);
    if (!created) throw error;
    return created;
  }
}

async function findLinkedUser(store: Store, { provider, identity }: OAuthUserInput): Promise<UserRecord | null> {
  const account = await store.connectedAccounts.findByProviderUser(provider, identity.sub);
  if (!account) return null;
  const now = Date.now();
  await store.connectedAccounts.update(account.id, { email: identity.email, fullName: identity.name, avatar: identity.picture, lastLoginAt: now });
  return store.users.update(account.userDid, { lastLoginAt: now });
}
