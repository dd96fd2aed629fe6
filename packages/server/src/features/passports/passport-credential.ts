import { TOKEN_TYPES } from '@foyer/core';
import { SignJWT } from 'jose';
import type { AppKey } from '../../keys/app-key.js';
import type { PassportRecord } from '../../store/types.js';

/** The VC types a passport credential carries. */
export const PASSPORT_CREDENTIAL_TYPE = ['VerifiableCredential', 'Passport'] as const;

/**
 * The passport as a W3C VC JWT signed by the app key (EdDSA): the wallet keeps it, and anyone checks it with the app's
 * JWKS or did.json. Its id is the passport's, so the blacklist names it once revoked.
 */
export async function passportCredential(appKey: AppKey, passport: PassportRecord, walletDid: string): Promise<string> {
  const issuedAt = Math.floor(passport.createdAt / 1000);
  const expiresAt = passport.expiresAt === null ? undefined : Math.floor(passport.expiresAt / 1000);
  const vc = {
    '@context': ['https://www.w3.org/2018/credentials/v1'],
    id: `urn:uuid:${passport.id}`,
    type: [...PASSPORT_CREDENTIAL_TYPE],
    issuer: appKey.did,
    issuanceDate: new Date(issuedAt * 1000).toISOString(),
    ...(expiresAt === undefined ? {} : { expirationDate: new Date(expiresAt * 1000).toISOString() }),
    credentialSubject: { id: walletDid, passport: { name: passport.name, title: passport.title, role: passport.role } },
  };
  const jwt = new SignJWT({ vc })
    .setProtectedHeader({ alg: 'EdDSA', typ: TOKEN_TYPES.passportCredential, kid: appKey.kid })
    .setIssuer(appKey.did)
    .setSubject(walletDid)
    .setJti(vc.id)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt);
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt);
  return jwt.sign(appKey.signingKey);
}
