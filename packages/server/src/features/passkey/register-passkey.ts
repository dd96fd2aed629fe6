import { FoyerError } from '@foyer/core';
import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyChallengeRecord, Store } from '../../store/types.js';
import { createUser, type SignUp } from '../passports/create-user.js';
import { spendChallenge } from './challenges.js';
import { userHandleOf } from './passkey-account.js';
import type { PasskeyContext } from './passkey-context.js';
import { requireUserVerified } from './user-verification.js';

export interface RegisterPasskeyInput {
  challenge?: string;
  response: RegistrationResponseJSON;
  /** Connect mode: the bearer session token, which must still be the user the options were made for. */
  sessionToken?: string;
  /** The DID of the invite link the page was opened with, for a new account. */
  inviter?: string;
}

async function isSignedInAs(ctx: PasskeyContext, sessionToken: string | undefined, did: string): Promise<boolean> {
  const signedIn = await ctx.sessions.authenticate(sessionToken).then(
    ({ claims }) => claims.sub,
    () => null,
  );
  return signedIn === did;
}

/** Spends a proven e-mail's token in the passkey's transaction (one proof, one passkey); an unproven address is display-only. */
async function joinAccount(tx: Store, record: PasskeyChallengeRecord, userDid: string, fail: () => FoyerError, now: number, signUp: SignUp): Promise<void> {
  const { emailTokenHash, email, userPk } = record;
  if (emailTokenHash && (await tx.passkeyEmailTokens.consume(emailTokenHash, now))?.email !== email) throw fail();
  if (userPk === null) {
    if (!(await tx.users.findByDid(userDid))) throw fail();
    return;
  }
  const account = { did: userDid, pk: userPk, sourceProvider: 'passkey', email: emailTokenHash ? email : null, metadata: !emailTokenHash && email ? { email } : null };
  await createUser(tx, account, signUp);
}

/** POST /register: verifies the attestation against the spent challenge and stores the passkey for its account. */
export async function registerPasskey(ctx: PasskeyContext, { challenge, response, sessionToken, inviter }: RegisterPasskeyInput) {
  const record = await spendChallenge(ctx.store, challenge, ['register', 'connect']);
  const connecting = record ? record.kind === 'connect' : sessionToken !== undefined;
  const fail = (cause?: unknown) => new FoyerError(connecting ? 'connectPasskeyFailed' : 'createPasskeyFailed', { cause });
  const userDid = record?.userDid;
  if (!record || !userDid) throw fail();
  if (record.kind === 'connect' && !(await isSignedInAs(ctx, sessionToken, userDid))) throw fail();

  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: record.challenge,
    expectedOrigin: ctx.rp.origins,
    expectedRPID: ctx.rp.id,
    // The UV flag is checked just below rather than here, so a person whose passkey skipped it hears why.
    requireUserVerification: false,
  }).catch((cause: unknown) => {
    throw fail(cause);
  });
  if (!verification.verified) throw fail();
  requireUserVerified(verification.registrationInfo.userVerified);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  // The id the page reports must be the one the authenticator attested, and new to this site.
  if (credential.id !== response.id || (await ctx.store.passkeyCredentials.findById(credential.id))) throw fail();

  const now = Date.now();
  await ctx.store.transaction(async (tx) => {
    await joinAccount(tx, record, userDid, fail, now, { inviter, invites: ctx.config });
    await tx.passkeyCredentials.create({
      id: credential.id,
      userDid,
      userHandle: Buffer.from(userHandleOf(userDid)).toString('base64url'),
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      createdAt: now,
    });
  });
  return { verified: true as const, credentialId: credential.id };
}
