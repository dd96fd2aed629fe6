import type { AppKey } from '../../keys/app-key.js';

const KEY_ID = '#key-1';

/** The app's DID document: its one Ed25519 key, usable to authenticate and to sign assertions. */
export function didDocument(appKey: AppKey, appUrl: string) {
  const keyId = `${appKey.did}${KEY_ID}`;
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
    id: appKey.did,
    verificationMethod: [{ id: keyId, type: 'JsonWebKey2020', controller: appKey.did, publicKeyJwk: appKey.publicJwk }],
    authentication: [keyId],
    assertionMethod: [keyId],
    service: [{ id: `${appKey.did}#app`, type: 'LinkedDomains', serviceEndpoint: appUrl }],
  };
}
