import { FoyerError } from '@foyer/core';
import type { PasskeyContext } from './passkey-context.js';
import type { PasskeySummary } from './list-credentials.js';

/** PATCH /credentials/:id: names one of the signed-in user's own passkeys; another's or an unknown one is not found. */
export async function renameCredential(ctx: PasskeyContext, userDid: string, id: string, name: string): Promise<PasskeySummary> {
  if (!(await ctx.store.passkeyCredentials.rename(id, userDid, name))) throw new FoyerError('notFound');
  const credential = await ctx.store.passkeyCredentials.findById(id);
  if (!credential) throw new FoyerError('notFound');
  return { id: credential.id, name: credential.name, createdAt: credential.createdAt, lastUsedAt: credential.lastUsedAt };
}
