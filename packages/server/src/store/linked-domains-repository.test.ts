import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { LinkedDomainRecord } from './types.js';

const link = (domain: string, overrides: Partial<LinkedDomainRecord> = {}): LinkedDomainRecord => ({
  domain,
  did: 'did:key:z6MkpTHR8VNsBxYAAWHut2Geadd9jSwuBV8xRoAnwWsdvktH',
  credential: 'header.payload.signature',
  linkedBy: 'did:abt:owner',
  signedBy: 'did:abt:wallet',
  proof: 'z3sig',
  expiresAt: 2_000_000_000_000,
  createdAt: 1000,
  ...overrides,
});

describe.each(storeFactories)('linked domains repository on $name', (factory) => {
  const store = useStore(factory);

  it('keeps a link as given and lists the oldest first', async () => {
    const second = await store().linkedDomains.save(link('b.example', { createdAt: 2000 }));
    const first = await store().linkedDomains.save(link('a.example'));
    expect(first).toEqual(link('a.example'));
    expect(await store().linkedDomains.find('a.example')).toEqual(first);
    expect(await store().linkedDomains.list()).toEqual([first, second]);
    expect(await store().linkedDomains.find('missing.example')).toBeNull();
  });

  it('linking a domain again replaces its credential and proof, keeping one row', async () => {
    await store().linkedDomains.save(link('a.example'));
    const renewed = await store().linkedDomains.save(link('a.example', { credential: 'new.jwt.sig', proof: 'z4sig', signedBy: 'did:abt:other', createdAt: 3000 }));
    expect(renewed).toMatchObject({ credential: 'new.jwt.sig', proof: 'z4sig', signedBy: 'did:abt:other', createdAt: 3000 });
    expect(await store().linkedDomains.list()).toEqual([renewed]);
  });

  it('unlinks a domain once: the second removal finds nothing', async () => {
    await store().linkedDomains.save(link('a.example'));
    await store().linkedDomains.save(link('b.example'));
    expect(await store().linkedDomains.remove('a.example')).toBe(true);
    expect(await store().linkedDomains.remove('a.example')).toBe(false);
    expect((await store().linkedDomains.list()).map((row) => row.domain)).toEqual(['b.example']);
  });
});
