import { FoyerError, type SpaceGateway } from '@foyer/core';
import { errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { ProviderKeys } from './provider-keys.js';

export interface GrantCheck {
  /** FOYER_SPACE_PROVIDERS: the only origins whose spaces the app records. */
  allowedOrigins: readonly string[];
  providerKeys: ProviderKeys;
  appDid: string;
  /** The user's own DID and the wallets connected to the account: who may have authorized the space. */
  userDids: readonly string[];
}

const grantClaims = z.object({
  sub: z.string().min(1),
  space: z.object({ did: z.string(), name: z.string(), url: z.string() }),
});

function refusalOf(error: unknown): FoyerError {
  if (error instanceof errors.JWTExpired) return new FoyerError('spaceGrantExpired');
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') return new FoyerError('spaceGrantWrongApp');
  return new FoyerError('spaceGrantInvalid', { cause: error });
}

/** Refuses a space unless its provider is allowed and signed a live grant of exactly this space, to this app, by this user. */
export async function verifySpaceGrant(gateway: SpaceGateway, check: GrantCheck): Promise<void> {
  const origin = new URL(gateway.url).origin;
  if (!check.allowedOrigins.includes(origin)) throw new FoyerError('spaceProviderNotAllowed', { params: { origin } });
  const provider = await check.providerKeys(origin);
  const payload = await jwtVerify(gateway.grant, provider.key, { algorithms: ['EdDSA'], issuer: provider.did, audience: check.appDid, requiredClaims: ['exp'] }).then(
    ({ payload }) => payload,
    (error: unknown) => {
      throw refusalOf(error);
    },
  );
  const claims = grantClaims.safeParse(payload);
  if (!claims.success) throw new FoyerError('spaceGrantInvalid');
  if (!check.userDids.includes(claims.data.sub)) throw new FoyerError('spaceGrantWrongUser');
  const { space } = claims.data;
  if (space.did !== gateway.did || space.name !== gateway.name || space.url !== gateway.url) throw new FoyerError('spaceGrantMismatch');
}
