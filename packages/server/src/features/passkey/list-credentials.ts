import type { PasskeyContext } from './passkey-context.js';

export interface PasskeySummary {
  id: string;
  name: string | null;
  createdAt: number;
  lastUsedAt: number | null;
}

/** GET /credentials: the signed-in user's passkeys, oldest first; times are epoch ms. */
export async function listCredentials(ctx: PasskeyContext, userDid: string): Promise<PasskeySummary[]> {
  const credentials = await ctx.store.passkeyCredentials.listByUser(userDid);
  return credentials.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
}
