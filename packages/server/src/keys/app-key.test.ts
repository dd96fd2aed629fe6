import { decodeDid, sign, verify } from '@foyer/did';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../store/test-support/stores.js';
import { useStore } from '../store/test-support/use-store.js';
import { loadAppKey } from './app-key.js';

describe.each(storeFactories)('app key on $name', (factory) => {
  const store = useStore(factory);

  it('is made once and then kept', async () => {
    const first = await loadAppKey(store().settings);
    const second = await loadAppKey(store().settings);
    expect(second.did).toBe(first.did);
    expect(second.publicJwk).toEqual(first.publicJwk);
  });

  it('agrees across instances racing on an empty database', async () => {
    const keys = await Promise.all([1, 2, 3].map(() => loadAppKey(store().settings)));
    expect(new Set(keys.map((key) => key.did)).size).toBe(1);
  });

  it('is an application-role did:abt whose secret key signs for its public key', async () => {
    const key = await loadAppKey(store().settings);
    expect(key.did).toMatch(/^did:abt:z/);
    expect(decodeDid(key.did).role).toBe('application');
    expect(key.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: key.kid });
    const message = new TextEncoder().encode('hello');
    expect(verify('ed25519', key.publicKey, message, sign('ed25519', key.secretKey, message))).toBe(true);
  });
});
