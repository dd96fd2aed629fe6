import { FoyerError, PATHS, SERVER_PATHS } from '@foyer/core';
import { didMatchesPublicKey } from '@foyer/did';
import { z } from 'zod';
import type { OutboundFetch } from '../../outbound/outbound-fetch.js';
import { OutboundRefusedError } from '../../outbound/outbound-refused-error.js';
import type { FederatedAppIdentity } from '../../store/types.js';
import { OUTBOUND_TIMEOUT_MS } from './federation-timing.js';
import { httpOrigin } from './http-origin.js';

const didDocument = z.object({
  id: z.string().startsWith('did:'),
  verificationMethod: z.array(z.object({ publicKeyJwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().min(1) }) })).min(1),
});

const appMetadata = z.object({ appId: z.string(), appPid: z.string(), appName: z.string().min(1), appLogo: z.string().optional() });

async function getJson(outbound: OutboundFetch, url: string): Promise<unknown> {
  const response = await outbound(url, { timeoutMs: OUTBOUND_TIMEOUT_MS, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Reads a Foyer app's did.json and app metadata from `appUrl` itself (the guard follows no redirect, so the key comes
 * from the URL named); null when it is not http(s), unreachable, not a Foyer, or its DID is not made from the key it
 * publishes; 400 federationAppNotPublic when the guard refuses the host.
 */
export async function fetchAppIdentity(outbound: OutboundFetch, appUrl: string): Promise<FederatedAppIdentity | null> {
  const origin = httpOrigin(appUrl);
  if (!origin) return null;
  const [document, metadata] = await Promise.all([getJson(outbound, `${origin}${SERVER_PATHS.didJson}`), getJson(outbound, `${origin}${PATHS.appMetadataScript}?type=json`)]).catch(
    (error: unknown) => {
      if (error instanceof OutboundRefusedError) throw new FoyerError('federationAppNotPublic', { params: { host: error.host }, cause: error });
      return [null, null];
    },
  );
  const did = didDocument.safeParse(document);
  const info = appMetadata.safeParse(metadata);
  if (!did.success || !info.success || info.data.appId !== did.data.id) return null;
  const { kty, crv, x } = did.data.verificationMethod[0]?.publicKeyJwk ?? { kty: '', crv: '', x: '' };
  // A did.json proves the URL speaks for the DID, never which key the DID has: the DID must be made from this key.
  if (!didMatchesPublicKey(did.data.id, Buffer.from(x, 'base64url'))) return null;
  return { appId: did.data.id, appPid: info.data.appPid, appName: info.data.appName, appUrl: origin, appLogo: info.data.appLogo ?? null, publicKey: { kty, crv, x } };
}

/** Whether two pinned keys are the same key. */
export const sameKey = (a: FederatedAppIdentity['publicKey'], b: FederatedAppIdentity['publicKey']): boolean => a.kty === b.kty && a.crv === b.crv && a.x === b.x;
