import * as ReferenceJwt from '@arcblock/jwt';
import { decodeKey, didFromPublicKey, encodeHex, generateKeyPair } from '@foyer/did';
import type { RequestedClaim } from '../messages.js';

export const AUTH_URL = 'https://app.example/.well-known/service/api/did/login/auth?_t_=token';

/** An app key, ed25519 or secp256k1, whose messages @arcblock/jwt signs. */
export function referenceAppKey(keyType: 'ed25519' | 'secp256k1' = 'ed25519') {
  const { publicKey, secretKey } = generateKeyPair(keyType);
  const did = `did:abt:${didFromPublicKey(publicKey, { role: 'application', key: keyType })}`;
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

/** The signed authInfo with its body rewritten and the app's signature kept, as a man in the middle would send it. */
function tampered(reply: { appPk: string; authInfo: string }): { appPk: string; authInfo: string } {
  const [header, , signature] = reply.authInfo.split('.');
  const body = { ...ReferenceJwt.decode(reply.authInfo), url: 'https://evil.example/auth' };
  return { appPk: reply.appPk, authInfo: `${header}.${Buffer.from(JSON.stringify(body)).toString('base64url')}.${signature}` };
}

export interface ReferenceAppOptions {
  app?: ReturnType<typeof referenceAppKey>;
  /** The step (0 = the scan) whose reply is tampered with. */
  tamperAt?: number;
  /** Where its steps say to answer. */
  url?: string;
  /** Laid into the first step, as `mfaCodes` are. */
  first?: Record<string, unknown>;
  /** Laid into the final answer, as `nextWorkflow` is. */
  final?: Record<string, unknown>;
}

/** A DID Connect app built on @arcblock/jwt alone: it signs each step and verifies each answer, as the reference would. */
export function referenceApp(steps: RequestedClaim[][], { app = referenceAppKey(), tamperAt, url = AUTH_URL, first, final }: ReferenceAppOptions = {}) {
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
        ? { action: 'responseAuth', challenge: `challenge-${step}`, requestedClaims: steps[step], url, ...(step === 0 ? first : {}) }
        : { status: 'ok', successMessage: 'Connected', ...final };
    const reply = await app.reply(body);
    return Response.json(step === tamperAt ? tampered(reply) : reply);
  };
  return { app, fetch, seen };
}
