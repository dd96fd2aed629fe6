import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import { newUser, newUserSession } from './test-support/fixtures.js';
import type { NewFederatedApp } from './types.js';

const member: NewFederatedApp = {
  role: 'member',
  appId: 'did:abt:zMember',
  appPid: 'did:abt:zMember',
  appName: 'Member',
  appUrl: 'https://member.example',
  appLogo: null,
  publicKey: { kty: 'OKP', crv: 'Ed25519', x: 'abc' },
  status: 'pending',
};

describe.each(storeFactories)('federation repositories on $name', (factory) => {
  const store = useStore(factory);

  it('saves a federated app with its pinned key, keeps createdAt on a second save, and sets and removes it per role', async () => {
    await store().federatedApps.save(member, 1000);
    const again = await store().federatedApps.save({ ...member, appName: 'Renamed' }, 2000);

    expect(again).toMatchObject({ appName: 'Renamed', publicKey: member.publicKey, createdAt: 1000, updatedAt: 2000 });
    expect(await store().federatedApps.find('master', member.appId)).toBeNull();
    expect(await store().federatedApps.setStatus('member', member.appId, 'approved', 3000)).toMatchObject({ status: 'approved', updatedAt: 3000 });
    expect((await store().federatedApps.list('member')).map((app) => app.status)).toEqual(['approved']);
    expect(await store().federatedApps.remove('member', member.appId)).toBe(true);
    expect(await store().federatedApps.list('member')).toEqual([]);
  });

  it('keeps a pending change beside the pin and standing until a save replaces the pin', async () => {
    await store().federatedApps.save({ ...member, status: 'approved' }, 1000);
    const { role: _role, status: _status, ...identity } = member;
    const change = { ...identity, appUrl: 'https://moved.example' };

    expect(await store().federatedApps.setPendingChange('member', member.appId, change, 2000)).toMatchObject({ appUrl: member.appUrl, status: 'approved', pendingChange: change });
    expect(await store().federatedApps.find('member', member.appId)).toMatchObject({ pendingChange: change });
    expect(await store().federatedApps.save({ ...member, ...change, status: 'approved' }, 3000)).toMatchObject({ appUrl: change.appUrl, pendingChange: null });
    expect(await store().federatedApps.setPendingChange('master', member.appId, change, 4000)).toBeNull();
  });

  it('accepts a message id once until it expires, and once only among racing uses', async () => {
    const uses = await Promise.all(Array.from({ length: 5 }, () => store().federationNonces.use('iss:jti-1', 5000, 1000)));

    expect(uses.filter(Boolean)).toHaveLength(1);
    expect(await store().federationNonces.use('iss:jti-1', 5000, 2000)).toBe(false);
    expect(await store().federationNonces.use('iss:jti-1', 9000, 5000)).toBe(true);
  });

  it('finds the local sessions tied to a master session, per federated app', async () => {
    await store().federatedSessions.link('did:abt:zMaster', 's1', 'm1', 1000);
    await store().federatedSessions.link('did:abt:zMaster', 's2', 'm1', 1000);
    await store().federatedSessions.link('did:abt:zOther', 's3', 'm1', 1000);

    expect((await store().federatedSessions.listSessions('did:abt:zMaster', 'm1')).sort()).toEqual(['s1', 's2']);
    expect(await store().federatedSessions.findBySession('s3')).toEqual({ appId: 'did:abt:zOther', masterSid: 'm1' });
    expect(await store().federatedSessions.findBySession('none')).toBeNull();
  });

  it('drops the links of local sessions that lapsed or are gone, and keeps the live ones', async () => {
    const now = Date.now();
    const user = await store().users.create(newUser());
    const live = await store().userSessions.create(newUserSession(user.did, { expiresAt: now + 60_000 }));
    const lapsed = await store().userSessions.create(newUserSession(user.did, { expiresAt: now - 60_000 }));
    await store().federatedSessions.link('did:abt:zMaster', live.id, 'm2', now);
    await store().federatedSessions.link('did:abt:zMaster', lapsed.id, 'm2', now);
    await store().federatedSessions.link('did:abt:zMaster', 'gone', 'm2', now);

    expect(await store().federatedSessions.removeLapsed(now)).toBe(2);
    expect(await store().federatedSessions.listSessions('did:abt:zMaster', 'm2')).toEqual([live.id]);
  });
});
