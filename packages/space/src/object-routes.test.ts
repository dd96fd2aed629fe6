import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpaceProvider, type SpaceProvider } from './create-space-provider.js';
import { signSpaceGrant } from './space-grant.js';

const BASE = 'http://spaces.test';
const APP = 'did:abt:zNKa6gEWjHWxPtLpQ7xMvdPpa8qsp9D8YzCy';

describe('a space’s objects', () => {
  let provider: SpaceProvider;
  beforeAll(async () => {
    provider = await createSpaceProvider({ publicUrl: BASE });
  });
  afterAll(() => provider?.close());

  async function spaceWithGrant(owner: string) {
    const space = provider.spaces.ensure(owner, APP, `${owner}'s space`);
    const url = `${BASE}/spaces/${space.did}`;
    const grant = await signSpaceGrant(provider.foyer.appKey, { sub: owner, aud: APP, space: { did: space.did, name: space.name, url } });
    return { space, url, grant };
  }
  const call = (url: string, grant: string | null, init: RequestInit = {}) =>
    provider.app.fetch(new Request(url, { ...init, headers: grant ? { authorization: `Bearer ${grant}` } : {} }));

  it('keeps what a grant of the space writes and gives it back', async () => {
    const { url, grant } = await spaceWithGrant('did:abt:zOwnerOne');
    expect((await call(`${url}/objects/note.json`, grant, { method: 'PUT', body: '{"hello":1}' })).status).toBe(204);
    const read = await call(`${url}/objects/note.json`, grant);
    expect([read.status, await read.text()]).toEqual([200, '{"hello":1}']);
    expect((await call(`${url}/objects/missing`, grant)).status).toBe(404);
  });

  it("refuses no grant, another space's grant, a grant of another signer, a bad key and an object over 64 KiB", async () => {
    const mine = await spaceWithGrant('did:abt:zOwnerTwo');
    const theirs = await spaceWithGrant('did:abt:zOwnerThree');
    const other = await createSpaceProvider({ publicUrl: BASE });
    try {
      const foreign = await signSpaceGrant(other.foyer.appKey, { sub: 'did:abt:zOwnerTwo', aud: APP, space: { did: mine.space.did, name: mine.space.name, url: mine.url } });
      for (const grant of [null, theirs.grant, foreign]) expect((await call(`${mine.url}/objects/a`, grant, { method: 'PUT', body: 'x' })).status).toBe(401);
    } finally {
      await other.close();
    }
    expect((await call(`${mine.url}/objects/${'..%2F'}x`, mine.grant, { method: 'PUT', body: 'x' })).status).toBe(400);
    expect((await call(`${mine.url}/objects/big`, mine.grant, { method: 'PUT', body: 'x'.repeat(64 * 1024 + 1) })).status).toBe(413);
    expect(mine.space.objects).toEqual({});
  });
});
