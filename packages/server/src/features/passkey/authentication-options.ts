import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { CHALLENGE_TTL_MS, newChallenge, rememberChallenge } from './challenges.js';
import type { PasskeyContext } from './passkey-context.js';
import { PASSKEY_USER_VERIFICATION } from './user-verification.js';

/** GET /auth: request options for one named passkey, or for any passkey of this site (discoverable sign-in, autofill). */
export async function authenticationOptions(ctx: PasskeyContext, credentialId?: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // An unknown id is still offered, so these options never tell whether a passkey exists.
  const named = credentialId ? await ctx.store.passkeyCredentials.findById(credentialId) : null;
  const options = await generateAuthenticationOptions({
    rpID: ctx.rp.id,
    challenge: newChallenge(),
    timeout: CHALLENGE_TTL_MS,
    userVerification: PASSKEY_USER_VERIFICATION,
    allowCredentials: credentialId ? [{ id: credentialId, transports: named?.transports }] : undefined,
  });
  await rememberChallenge(ctx.store, {
    challenge: options.challenge,
    kind: 'auth',
    userDid: null,
    userPk: null,
    email: null,
    emailTokenHash: null,
    credentialId: credentialId ?? null,
  });
  return options;
}
