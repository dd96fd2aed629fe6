import type { PasskeyContext } from './passkey-context.js';

export interface PasskeySummary {
  id: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** GET /credentials: the signed-in user's passkeys, oldest first; times are epoch ms. */
export async function listCredentials(ctx: PasskeyContext, sessionToken: string | undefined): Promise<PasskeySummary[]> {
  const { claims } = await ctx.sessions.authenticate(sessionToken);
  const credentials = await ctx.store.passkeyCredentials.listByUser(claims.sub);
  return credentials.map(({ id, createdAt, lastUsedAt }) => ({ id, createdAt, lastUsedAt }));
}
