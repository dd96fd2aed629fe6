import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type * as client from 'openid-client';

/** A Sign in with Apple key: the developer team, the key's id and its P-256 private key as PKCS#8 PEM (the .p8 file). */
export interface AppleClientKey {
  teamId: string;
  keyId: string;
  privateKey: string;
}

/** Apple accepts client secrets of up to six months; one made per request need only outlive that request. */
const CLIENT_SECRET_TTL_S = 5 * 60;

/** Apple's client secret: an ES256 JWT from the team to Apple (`audience`) naming the client as its subject. */
export async function signAppleClientSecret(
  { teamId, keyId }: AppleClientKey,
  privateKey: CryptoKey,
  clientId: string,
  audience: string,
  now = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT()
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CLIENT_SECRET_TTL_S)
    .sign(privateKey);
}

/** client_secret_post with a client secret freshly signed by `key` for each token request to `audience` (the Apple issuer). */
export function appleClientAuthentication(key: AppleClientKey, audience: string): client.ClientAuth {
  let privateKey: Promise<CryptoKey> | undefined;
  return async (_server, { client_id: clientId }, body) => {
    privateKey ??= importPKCS8(key.privateKey, 'ES256');
    body.set('client_id', clientId);
    body.set('client_secret', await signAppleClientSecret(key, await privateKey, clientId, audience));
  };
}
