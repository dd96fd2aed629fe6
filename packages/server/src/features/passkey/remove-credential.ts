import { FoyerError, formatMessage, type Locale } from '@foyer/core';
import type { Store, UserRecord } from '../../store/types.js';
import type { PasskeyContext } from './passkey-context.js';

// The ways in besides passkeys, as far as this app lets them sign in: the account's e-mail, its own wallet, a linked wallet or OAuth account.
async function hasOtherSignIn(store: Store, { allowEmailLogin, allowWalletLogin }: PasskeyContext['config'], user: UserRecord): Promise<boolean> {
  if ((user.email && allowEmailLogin) || (user.sourceProvider === 'wallet' && allowWalletLogin)) return true;
  const linked = await store.connectedAccounts.listByUser(user.did);
  return linked.some(({ provider }) => provider !== 'wallet' || allowWalletLogin);
}

/** DELETE /credentials/:id: removes one of the signed-in user's passkeys, but never the last way into the account. */
export async function removeCredential(ctx: PasskeyContext, userDid: string, id: string, locale: Locale): Promise<{ message: string }> {
  // Count and removal in one transaction on locked rows: of two removals racing for the last two passkeys, one sees one left.
  const removed = await ctx.store.transaction(async (tx) => {
    const credentials = await tx.passkeyCredentials.lockByUser(userDid);
    const user = await tx.users.findByDid(userDid);
    const owned = credentials.some((credential) => credential.id === id);
    const lastWayIn = credentials.length === 1 && user !== null && !(await hasOtherSignIn(tx, ctx.config, user));
    return owned && !lastWayIn && (await tx.passkeyCredentials.remove(id, userDid));
  });
  if (!removed) throw new FoyerError('disconnectPasskeyFailed');
  return { message: formatMessage('disconnectPasskeySucceed', {}, locale) };
}
