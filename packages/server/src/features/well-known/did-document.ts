import type { AppKey } from '../../keys/app-key.js';
import { appDidKey } from '../did-domain/app-did-key.js';

const KEY_ID = '#key-1';

/**
 * The app's DID document: its one Ed25519 key, usable to authenticate and to sign assertions; the same key as did:key
 * (the DID its domain linkage credentials name), and the origins linked to it: the app's own, then the owner's domains.
 */
export function didDocument(appKey: AppKey, appUrl: string, linkedDomains: readonly string[] = []) {
  const keyId = `${appKey.did}${KEY_ID}`;
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
    id: appKey.did,
    alsoKnownAs: [appDidKey(appKey).did],
    verificationMethod: [{ id: keyId, type: 'JsonWebKey2020', controller: appKey.did, publicKeyJwk: appKey.publicJwk }],
    authentication: [keyId],
    assertionMethod: [keyId],
    service: [{ id: `${appKey.did}#app`, type: 'LinkedDomains', serviceEndpoint: { origins: [new URL(appUrl).origin, ...linkedDomains.map((domain) => `https://${domain}`)] } }],
  };
}
