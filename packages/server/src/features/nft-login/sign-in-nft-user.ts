import { randomUUID } from 'node:crypto';
import { FoyerError } from '@foyer/core';
import { isSameDid } from '@foyer/did';
import type { ConnectedAccountRecord, Store, UserRecord } from '../../store/types.js';
import type { InvitePolicy } from '../invitations/resolve-invitation.js';
import { createUser } from '../passports/create-user.js';
import type { VerifiedNft } from './verify-nft.js';

export const NFT_PROVIDER = 'nft';

export interface NftSignIn {
  nft: VerifiedNft;
  /** The wallet that presented the NFT and signed the answer: its proven owner. */
  ownerDid: string;
  sourceAppPid?: string;
  inviter?: string;
}

const extraOf = (account: ConnectedAccountRecord, key: 'issuer' | 'issuedAt') => {
  const extra = account.extra;
  return typeof extra === 'object' && extra !== null && !Array.isArray(extra) ? extra[key] : undefined;
};

const issuedAtOf = (account: ConnectedAccountRecord): number => {
  const value = extraOf(account, 'issuedAt');
  return typeof value === 'number' ? value : 0;
};

/** The account is keyed by (collection, asset): only NFTs of the collection that first signed the asset in reach it. */
const isOfCollection = (account: ConnectedAccountRecord, nft: VerifiedNft): boolean => {
  const issuer = extraOf(account, 'issuer');
  return typeof issuer === 'string' && isSameDid(issuer, nft.issuer);
};

const accountOf = (nft: VerifiedNft, ownerDid: string, now: number) => ({
  id: randomUUID(),
  userDid: nft.asset,
  provider: NFT_PROVIDER,
  did: ownerDid,
  providerUserId: nft.asset,
  email: null,
  fullName: null,
  avatar: null,
  extra: { issuer: nft.issuer, issuedAt: nft.issuedAt },
  lastLoginAt: now,
});

/** The NFT changed hands in its collection: only a newer NFT of the asset moves it, so an old owner's copy stops working. */
async function followTransfer(store: Store, account: ConnectedAccountRecord, nft: VerifiedNft, ownerDid: string, now: number): Promise<void> {
  if (nft.issuedAt <= issuedAtOf(account)) throw new FoyerError('nftTransferStale');
  await store.transaction(async (tx) => {
    // Another sign-in moved it first: this one no longer knows the current owner.
    if (!(await tx.connectedAccounts.remove(account.id))) throw new FoyerError('nftTransferStale');
    await tx.connectedAccounts.create({ ...accountOf(nft, ownerDid, now), id: account.id });
  });
}

/**
 * The user an NFT signs in as: the asset's DID is the account, its owner's wallet DID its connected account of provider
 * 'nft', bound to the collection that issued it. A new asset makes the user and that account in one transaction, its
 * profile the NFT's name and image.
 */
export async function signInNftUser(store: Store, { nft, ownerDid, sourceAppPid, inviter }: NftSignIn, invites: InvitePolicy): Promise<UserRecord> {
  const now = Date.now();
  const account = await store.connectedAccounts.findByProviderUser(NFT_PROVIDER, nft.asset);
  if (account) {
    // Another trusted collection's key can mint any asset DID; the asset, the account's DID, stays its first collection's.
    if (!isOfCollection(account, nft)) throw new FoyerError('nftOtherCollection');
    if (account.did !== ownerDid) await followTransfer(store, account, nft, ownerDid, now);
    else await store.connectedAccounts.update(account.id, { lastLoginAt: now });
    const user = await store.users.update(nft.asset, { lastLoginAt: now });
    if (!user) throw new FoyerError('nftInvalid');
    return user;
  }
  // An asset DID that is already someone's account did not come from NFT login: never merged.
  if (await store.users.findByDid(nft.asset)) throw new FoyerError('nftInvalid');
  try {
    return await store.transaction(async (tx) => {
      const user = await createUser(
        tx,
        { did: nft.asset, pk: null, sourceProvider: NFT_PROVIDER, fullName: nft.name, avatar: nft.image ?? null, sourceAppPid: sourceAppPid ?? null, lastLoginAt: now },
        { inviter, invites },
      );
      await tx.connectedAccounts.create(accountOf(nft, ownerDid, now));
      return user;
    });
  } catch (error) {
    // Two first sign-ins with one NFT race to create it; the loser signs in to the winner's user if it is the same owner's.
    const created = await store.connectedAccounts.findByProviderUser(NFT_PROVIDER, nft.asset);
    if (created && !isOfCollection(created, nft)) throw new FoyerError('nftOtherCollection');
    if (created?.did !== ownerDid) throw error;
    return (await store.users.findByDid(nft.asset)) ?? Promise.reject(error);
  }
}
