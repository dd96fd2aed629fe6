import { TIME, validateCode, validateEmail } from '@foyer/core';
import { mintOpaqueToken } from '../../tokens/opaque-token.js';
import { validOrThrow } from '../email/valid-or-throw.js';
import type { PasskeyContext } from './passkey-context.js';

/** How long a proven address may wait for its passkey. */
export const EMAIL_TOKEN_TTL_MS = 30 * TIME.minute;

/** POST /email/verify: spends the mailed code and answers a single-use token that proves the address to GET/POST /register. */
export async function verifyEmailCode(ctx: PasskeyContext, rawEmail: unknown, rawCode: unknown): Promise<{ verified: true; emailToken: string }> {
  const email = validOrThrow(validateEmail(rawEmail, 'passkey'));
  const code = validOrThrow(validateCode(rawCode));
  const latest = await ctx.store.emailCodes.findLatestByEmail(email, 'kyc');
  // A KYC code sent for a signed-in user belongs to that user's flow, not to a passkey sign-up.
  await ctx.codes.verifyCode(latest?.userDid === null ? latest : null, code);
  const { token, hash } = mintOpaqueToken();
  const now = Date.now();
  await ctx.store.passkeyEmailTokens.removeExpired(now);
  await ctx.store.passkeyEmailTokens.create({ tokenHash: hash, email, createdAt: now, expiresAt: now + EMAIL_TOKEN_TTL_MS });
  return { verified: true, emailToken: token };
}
