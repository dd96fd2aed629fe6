import { didFromPublicKey, encodeBase58, generateKeyPair } from '@foyer/did';
import { answerClaims, readAuthInfo, signUserInfo, type AuthInfoBody } from '@foyer/wallet';
import type { TestServer } from '../../../test-support/start-test-server.js';
import { reach } from './connect-page.js';

/** A wallet taken apart, for the answers the real library would never send. */
export interface RawSigner {
  did: string;
  userPk: string;
  keyType: 'ed25519' | 'secp256k1';
  secretKey: Uint8Array;
}

export function rawSigner(keyType: RawSigner['keyType'] = 'ed25519'): RawSigner {
  const { publicKey, secretKey } = generateKeyPair(keyType);
  return { did: `did:abt:${didFromPublicKey(publicKey, { key: keyType })}`, userPk: encodeBase58(publicKey), keyType, secretKey };
}

export async function scan(server: TestServer, authUrl: string): Promise<AuthInfoBody> {
  return readAuthInfo(await (await fetch(reach(server, authUrl))).json());
}

/** `signer`'s signed answer to `step`'s claims, naming `mfaCode` when given. */
export function answerStep(signer: RawSigner, step: AuthInfoBody, mfaCode?: number): string {
  const requestedClaims = answerClaims(step.requestedClaims ?? [], { ...signer, profile: { fullName: 'Raw Wallet' } });
  return signUserInfo({ did: signer.did, secretKey: signer.secretKey, challenge: step.challenge ?? '', requestedClaims, mfaCode });
}

export function postAnswer(server: TestServer, step: AuthInfoBody, body: { userPk: string; userInfo: string }): Promise<Response> {
  return fetch(reach(server, step.url ?? ''), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
