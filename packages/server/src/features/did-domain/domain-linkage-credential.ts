import { SignJWT } from 'jose';
import type { AppKey } from '../../keys/app-key.js';
import { appDidKey } from './app-did-key.js';

const CONTEXTS = ['https://www.w3.org/2018/credentials/v1', 'https://identity.foundation/.well-known/did-configuration/v1'];
/** How long a published credential holds; linking the domain again renews it. */
export const LINKAGE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export interface DomainLinkage {
  did: string;
  origin: string;
  credential: string;
  expiresAt: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The DIF Domain Linkage Credential (JWT form) tying the app's did:key to `origin`, signed by the app key. The DIF rules
 * allow only `alg` and `kid` in the header and exp/iss/nbf/sub/vc in the payload, so jose adds nothing else.
 */
export async function signDomainLinkage(appKey: Pick<AppKey, 'publicKey' | 'signingKey'>, origin: string, now = Date.now()): Promise<DomainLinkage> {
  const { did, kid } = appDidKey(appKey);
  const issued = seconds(now) * 1000;
  const expiresAt = issued + LINKAGE_TTL_MS;
  const vc = {
    '@context': CONTEXTS,
    issuer: did,
    issuanceDate: new Date(issued).toISOString(),
    expirationDate: new Date(expiresAt).toISOString(),
    type: ['VerifiableCredential', 'DomainLinkageCredential'],
    credentialSubject: { id: did, origin },
  };
  const credential = await new SignJWT({ vc })
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setIssuer(did)
    .setSubject(did)
    .setNotBefore(seconds(issued))
    .setExpirationTime(seconds(expiresAt))
    .sign(appKey.signingKey);
  return { did, origin, credential, expiresAt };
}
