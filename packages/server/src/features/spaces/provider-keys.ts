import { FoyerError, SERVER_PATHS } from '@foyer/core';
import { didMatchesPublicKey } from '@foyer/did';
import { importJWK } from 'jose';
import { z } from 'zod';
import type { OutboundFetch } from '../../outbound/outbound-fetch.js';

/** A space provider's identity as its own did.json publishes it. */
export interface ProviderKey {
  did: string;
  key: CryptoKey;
}

export interface ProviderKeysOptions {
  /** The outbound guard: a provider on a private address is read only where the setting allows it. */
  fetch: OutboundFetch;
  /** The guard's own timeout when left out. */
  timeoutMs?: number;
  /** How long a fetched key is trusted before it is read again. */
  ttlMs?: number;
  now?: () => number;
}

/** Reads a provider's key from its origin's did.json, at most once per ttl; one fetch serves concurrent callers. */
export type ProviderKeys = (origin: string) => Promise<ProviderKey>;

const didDocument = z.object({
  id: z.string().startsWith('did:abt:'),
  verificationMethod: z.array(z.object({ publicKeyJwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().min(1) }) })).min(1),
});

async function fetchProviderKey(fetch: OutboundFetch, origin: string, timeoutMs: number | undefined): Promise<ProviderKey> {
  const unreachable = (cause?: unknown) => new FoyerError('spaceProviderUnreachable', { params: { origin }, cause });
  let body: unknown;
  try {
    // The guard follows no redirect: the key must come from the allowed origin itself.
    const response = await fetch(`${origin}${SERVER_PATHS.didJson}`, { timeoutMs, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    body = await response.json();
  } catch (cause) {
    throw unreachable(cause);
  }
  const parsed = didDocument.safeParse(body);
  if (!parsed.success) throw unreachable(parsed.error);
  const [method] = parsed.data.verificationMethod;
  const jwk = { kty: 'OKP', crv: 'Ed25519', x: method?.publicKeyJwk.x ?? '' };
  // A document whose key is not the one its DID is made from names nobody.
  if (!didMatchesPublicKey(parsed.data.id, Buffer.from(jwk.x, 'base64url'))) throw unreachable();
  return { did: parsed.data.id, key: (await importJWK(jwk, 'EdDSA')) as CryptoKey };
}

export function createProviderKeys({ fetch, timeoutMs, ttlMs = 10 * 60_000, now = Date.now }: ProviderKeysOptions): ProviderKeys {
  const cache = new Map<string, { at: number; key: Promise<ProviderKey> }>();
  return (origin) => {
    const cached = cache.get(origin);
    if (cached && now() - cached.at < ttlMs) return cached.key;
    const key = fetchProviderKey(fetch, origin, timeoutMs);
    cache.set(origin, { at: now(), key });
    // A failure is not cached: the next request tries again.
    key.catch(() => cache.get(origin)?.key === key && cache.delete(origin));
    return key;
  };
}
