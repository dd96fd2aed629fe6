import type { Account, FindAccount } from 'oidc-provider';
import { roleOrDefault } from '@foyer/core';
import type { Store, UserRecord } from '../../store/types.js';

// A DID wallet states an e-mail without proving it; every other method either proved it or, as SPEC §5 allows, treats it as verified.
const emailVerified = (user: UserRecord) => user.sourceProvider !== 'wallet';

const absolute = (url: string | null, appUrl: string) => (url && URL.canParse(url, appUrl) ? new URL(url, appUrl).href : undefined);

/** The claims Foyer hands out about a user; `sub` is the DID, the same whichever way the person signed in. */
export function userClaims(user: UserRecord, appUrl: string) {
  return {
    sub: user.did,
    name: user.fullName ?? undefined,
    picture: absolute(user.avatar, appUrl),
    email: user.email ?? undefined,
    email_verified: user.email ? emailVerified(user) : undefined,
    role: roleOrDefault(user.role),
  };
}

/** oidc-provider's account lookup: a user deleted since sign-in is no account, so their tokens stop working. */
export function foyerAccounts(store: Store, appUrl: string): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    const user = await store.users.findByDid(sub);
    if (!user) return undefined;
    return { accountId: user.did, claims: () => userClaims(user, appUrl) };
  };
}
