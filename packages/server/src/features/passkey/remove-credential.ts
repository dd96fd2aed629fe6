import { FoyerError, formatMessage, type Locale } from '@foyer/core';
import type { UserRecord } from '../../store/types.js';
import type { PasskeyContext } from './passkey-context.js';

// An account made by passkey has no other way in unless it can sign in by e-mail or through a linked account.
async function hasOtherSignIn(ctx: PasskeyContext, user: UserRecord): Promise<boolean> {
  if (user.sourceProvider !== 'passkey' || (user.email && ctx.config.allowEmailLogin)) return true;
  return (await ctx.store.connectedAccounts.listByUser(user.did)).length > 0;
}

/** DELETE /credentials/:id: removes one of the signed-in user's passkeys, but never the last way into the account. */
export async function removeCredential(ctx: PasskeyContext, sessionToken: string | undefined, id: string, locale: Locale): Promise<{ message: string }> {
  const { claims } = await ctx.sessions.authenticate(sessionToken);
  const [credentials, user] = await Promise.all([ctx.store.passkeyCredentials.listByUser(claims.sub), ctx.store.users.findByDid(claims.sub)]);
  const owned = credentials.some((credential) => credential.id === id);
  const lastWayIn = credentials.length === 1 && user !== null && !(await hasOtherSignIn(ctx, user));
  if (!owned || lastWayIn || !(await ctx.store.passkeyCredentials.remove(id, claims.sub))) throw new FoyerError('disconnectPasskeyFailed');
  return { message: formatMessage('disconnectPasskeySucceed', {}, locale) };
}
