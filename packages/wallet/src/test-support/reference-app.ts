import * as ReferenceJwt from '@arcblock/jwt';
import { decodeKey, didFromPublicKey, encodeHex, generateKeyPair } from '@foyer/did';
import type { RequestedClaim } from '../messages.js';

export const AUTH_URL = 'https://app.example/.well-known/service/api/did/login/auth?_t_=token';

/** An app key whose messages @arcblock/jwt signs. */
export function referenceAppKey() {
  const { publicKey, secretKey } = generateKeyPair('ed25519');
  const did = `did:abt:${didFromPublicKey(publicKey, { role: 'application' })}`;
  return {
    did,
    appPk: encodeHex(publicKey),
    reply: async (body: Record<string, unknown>) => ({ appPk: encodeHex(publicKey), authInfo: await ReferenceJwt.sign(did, encodeHex(secretKey), body, true, '1.1.0') }),
  };
}

/** What the reference app saw of one wallet answer. */
export interface SeenAnswer {
  verified: boolean;
  body: Record<string, unknown>;
  walletOS: unknown;
}

/** A DID Connect app built on @arcblock/jwt alone: it signs each step and verifies each answer, as the reference would. */
export function referenceApp(steps: RequestedClaim[][], app = referenceAppKey()) {
  const seen: SeenAnswer[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    if (init?.method === 'POST') {
      const { userPk, userInfo, walletOS } = JSON.parse(String(init.body)) as { userPk: string; userInfo: string; walletOS?: string };
      const verified = await ReferenceJwt.verify(userInfo, encodeHex(decodeKey(userPk)));
      seen.push({ verified, body: ReferenceJwt.decode(userInfo) as Record<string, unknown>, walletOS });
    }
    const step = seen.length;
    const declined = seen.some(({ body }) => body['action'] === 'declineAuth');
    const body = declined
      ? { status: 'error', errorMessage: 'You have declined the authentication request' }
      : step < steps.length
        ? { action: 'responseAuth', challenge: `challenge-${step}`, requestedClaims: steps[step], url: AUTH_URL }
        : { status: 'ok', successMessage: 'Connected' };
    return Response.json(await app.reply(body));
  };
  return { app, fetch, seen };
}
