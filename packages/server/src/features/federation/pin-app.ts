import { PATHS, SERVER_PATHS } from '@foyer/core';
import { z } from 'zod';
import { OUTBOUND_TIMEOUT_MS } from './federation-timing.js';
import { httpOrigin } from './http-origin.js';

/** What one app pins of another: its identity and the Ed25519 key its own did.json publishes. */
export interface AppIdentity {
  appId: string;
  appPid: string;
  appName: string;
  appUrl: string;
  appLogo: string | null;
  publicKey: { kty: string; crv: string; x: string };
}

const didDocument = z.object({
  id: z.string().startsWith('did:'),
  verificationMethod: z.array(z.object({ publicKeyJwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().min(1) }) })).min(1),
});

const appMetadata = z.object({ appId: z.string(), appPid: z.string(), appName: z.string().min(1), appLogo: z.string().optional() });

async function getJson(url: string): Promise<unknown> {
  // No redirects: the key must come from the URL the admin (or the signed request) named, not wherever it points.
  const response = await fetch(url, { signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS), redirect: 'error', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Reads a Foyer app's did.json and app metadata from `appUrl` itself; null when it is not http(s), unreachable or not a Foyer. */
export async function fetchAppIdentity(appUrl: string): Promise<AppIdentity | null> {
  const origin = httpOrigin(appUrl);
  if (!origin) return null;
  try {
    const [document, metadata] = await Promise.all([getJson(`${origin}${SERVER_PATHS.didJson}`), getJson(`${origin}${PATHS.appMetadataScript}?type=json`)]);
    const did = didDocument.parse(document);
    const info = appMetadata.parse(metadata);
    if (info.appId !== did.id) return null;
    const { kty, crv, x } = did.verificationMethod[0]?.publicKeyJwk ?? { kty: '', crv: '', x: '' };
    return { appId: did.id, appPid: info.appPid, appName: info.appName, appUrl: origin, appLogo: info.appLogo ?? null, publicKey: { kty, crv, x } };
  } catch {
    return null;
  }
}
