import { FoyerError, validateEmail } from '@foyer/core';
import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { PasskeyChallengeRecord } from '../../store/types.js';
import { hashOpaqueToken } from '../../tokens/opaque-token.js';
import { validOrThrow } from '../email/valid-or-throw.js';
import { CHALLENGE_TTL_MS, newChallenge, rememberChallenge } from './challenges.js';
import { PASSKEY_USER_VERIFICATION } from './user-verification.js';
import { mintAccountDid, userHandleOf } from './passkey-account.js';
import type { PasskeyContext } from './passkey-context.js';

export interface RegistrationOptionsInput {
  email?: string;
  emailToken?: string;
  /** A bearer session token; with no e-mail the options add a passkey to that user (connect mode). */
  sessionToken?: string;
}

/** The account a new passkey will join, and the names the authenticator shows for it. */
type Target = Omit<PasskeyChallengeRecord, 'challenge' | 'credentialId' | 'createdAt' | 'expiresAt'> & {
  userDid: string;
  name: string;
  displayName: string;
};

async function connectTarget(ctx: PasskeyContext, sessionToken: string): Promise<Target> {
  const { claims } = await ctx.sessions.authenticate(sessionToken);
  const user = await ctx.store.users.findByDid(claims.sub);
  if (!user) throw new FoyerError('invalidToken');
  const name = user.email ?? user.did;
  return { kind: 'connect', userDid: user.did, userPk: null, email: null, emailTokenHash: null, name, displayName: user.fullName || name };
}

/** The hash of a live, unspent e-mail token issued for `email`; passkeyEmailUnverified otherwise. */
async function provenBy(ctx: PasskeyContext, emailToken: string, email: string): Promise<string> {
  const tokenHash = hashOpaqueToken(emailToken);
  const token = await ctx.store.passkeyEmailTokens.findByHash(tokenHash);
  const live = token && token.consumedAt === null && token.expiresAt > Date.now() && token.email === email;
  if (!live) throw new FoyerError('passkeyEmailUnverified', { field: 'emailToken' });
  return tokenHash;
}

async function registerTarget(ctx: PasskeyContext, input: RegistrationOptionsInput): Promise<Target> {
  const email = validOrThrow(validateEmail(input.email, 'passkey'));
  const emailTokenHash = input.emailToken ? await provenBy(ctx, input.emailToken, email) : null;
  if (!emailTokenHash && ctx.config.emailKyc) throw new FoyerError('passkeyEmailUnverified', { field: 'emailToken' });
  // Only a proven address finds an account: anyone can type anyone's e-mail.
  const owner = emailTokenHash ? await ctx.store.users.findByEmail(email) : null;
  if (owner) return { kind: 'register', userDid: owner.did, userPk: null, email, emailTokenHash, name: email, displayName: owner.fullName || email };
  const account = mintAccountDid();
  return { kind: 'register', userDid: account.did, userPk: account.pk, email, emailTokenHash, name: email, displayName: email };
}

/** GET /register: creation options for a new account or a proven e-mail's account (register), or for the signed-in user (connect). */
export async function registrationOptions(ctx: PasskeyContext, input: RegistrationOptionsInput): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { sessionToken } = input;
  const chosen = input.email === undefined && sessionToken ? connectTarget(ctx, sessionToken) : registerTarget(ctx, input);
  const { name, displayName, ...target } = await chosen;
  const userID = userHandleOf(target.userDid);
  const existing = target.userPk ? [] : await ctx.store.passkeyCredentials.listByUser(target.userDid);
  const options = await generateRegistrationOptions({
    rpName: ctx.rp.name,
    rpID: ctx.rp.id,
    userName: name,
    userDisplayName: displayName,
    userID,
    challenge: newChallenge(),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: PASSKEY_USER_VERIFICATION },
  });
  await rememberChallenge(ctx.store, { ...target, challenge: options.challenge, credentialId: null });
  return options;
}
