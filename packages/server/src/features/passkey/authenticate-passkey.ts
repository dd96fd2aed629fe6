import { FoyerError, PASSKEY_USER_ID_BYTES, validatePasskeyVerification } from '@foyer/core';
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { RequestClient } from '../../http/app-env.js';
import { validOrThrow } from '../email/valid-or-throw.js';
import { toLoginResult, type PlainLoginResult } from '../session/login-result.js';
import { spendChallenge } from './challenges.js';
import type { PasskeyContext } from './passkey-context.js';
import { requireUserVerified } from './user-verification.js';

export interface AuthenticatePasskeyInput {
  challenge?: string;
  response: AuthenticationResponseJSON;
  client: RequestClient;
}

export type PasskeyLoginResult = PlainLoginResult & { verified: true; credentialId: string };

const failed = (cause?: unknown) => new FoyerError('verifyPasskeyFailed', { cause });

// A handle outside WebAuthn's 1–64 bytes, or another than the credential was made under, is not this passkey's user.
function sameUserHandle(presented: string | undefined, stored: string): boolean {
  if (presented === undefined) return true;
  const bytes = Buffer.from(presented, 'base64url');
  return bytes.length >= PASSKEY_USER_ID_BYTES.min && bytes.length <= PASSKEY_USER_ID_BYTES.max && bytes.equals(Buffer.from(stored, 'base64url'));
}

/** POST /auth: verifies the assertion against the spent challenge and the stored passkey, then signs its user in to this app. */
export async function authenticatePasskey(ctx: PasskeyContext, { challenge, response, client }: AuthenticatePasskeyInput): Promise<PasskeyLoginResult> {
  const record = await spendChallenge(ctx.store, challenge, ['auth']);
  if (!record || (record.credentialId !== null && record.credentialId !== response.id)) throw failed();
  const credential = await ctx.store.passkeyCredentials.findById(response.id);
  if (!credential || !sameUserHandle(response.response.userHandle, credential.userHandle)) throw failed();

  // The library refuses a counter that does not move on (both 0 excepted: authenticators that keep none).
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: record.challenge,
    expectedOrigin: ctx.rp.origins,
    expectedRPID: ctx.rp.id,
    credential: {
      id: credential.id,
      publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
      counter: credential.counter,
      transports: credential.transports,
    },
    // The UV flag is checked just below rather than here, so a person whose passkey skipped it hears why.
    requireUserVerification: false,
  }).catch((cause: unknown) => {
    throw failed(cause);
  });
  validOrThrow(validatePasskeyVerification(verification));
  requireUserVerified(verification.authenticationInfo.userVerified);

  const now = Date.now();
  // Compare-and-set on the counter read above, so of two assertions verified against it only one signs in.
  if (!(await ctx.store.passkeyCredentials.recordUse(credential.id, credential.counter, verification.authenticationInfo.newCounter, now))) throw failed();
  const user = await ctx.store.users.update(credential.userDid, { lastLoginAt: now });
  if (!user) throw failed();
  const issued = await ctx.sessions.issueSession({ ...client, user, provider: 'passkey' });
  return { verified: true, credentialId: credential.id, ...toLoginResult(issued) };
}
