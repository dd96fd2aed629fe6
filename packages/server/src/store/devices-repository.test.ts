import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newUser, newUserSession } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { NewUserSession } from './types.js';

const HOUR = 60 * 60 * 1000;

describe.each(storeFactories)('devices repository on $name', (factory) => {
  const store = useStore(factory);

  async function newDevice() {
    return store().devices.create({ id: randomUUID(), secretHash: randomUUID(), createdAt: Date.now() });
  }

  async function sessionOn(deviceId: string, userDid: string, overrides: Partial<NewUserSession> = {}) {
    const session = await store().userSessions.create(newUserSession(userDid, overrides));
    await store().devices.bindSession(session.id, deviceId, Date.now());
    return session;
  }

  it('creates and finds a device by id', async () => {
    const device = await newDevice();
    expect(await store().devices.findById(device.id)).toEqual(device);
    expect(await store().devices.findById('missing')).toBeNull();
  });

  it('binds a session to the first device only', async () => {
    const [first, second] = [await newDevice(), await newDevice()];
    const user = await store().users.create(newUser());
    const session = await store().userSessions.create(newUserSession(user.did));

    expect(await store().devices.findDeviceOfSession(session.id)).toBeNull();
    expect(await store().devices.bindSession(session.id, first.id, 1)).toBe(first.id);
    expect(await store().devices.bindSession(session.id, second.id, 2)).toBe(first.id);
    expect(await store().devices.findDeviceOfSession(session.id)).toBe(first.id);
  });

  it("lists a device's live sessions newest first, filtered by user and app", async () => {
    const [device, other] = [await newDevice(), await newDevice()];
    const [ada, bob] = [await store().users.create(newUser()), await store().users.create(newUser())];
    const older = await sessionOn(device.id, ada.did);
    // On a fast store both rows could share a millisecond, leaving their order to the id tie-break.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const offline = await sessionOn(device.id, bob.did, { appPid: 'app-2' });
    await store().userSessions.update(offline.id, { status: 'offline' });
    const expired = await sessionOn(device.id, ada.did);
    await store().userSessions.update(expired.id, { status: 'expired' });
    await sessionOn(device.id, ada.did, { expiresAt: Date.now() - 1 });
    await sessionOn(other.id, ada.did);
    const now = Date.now();

    const all = await store().devices.listSessions(device.id, {}, now, 10);
    expect(all.map((session) => session.id)).toEqual([offline.id, older.id]);
    expect(all[0]).toMatchObject({ status: 'offline', userDid: bob.did, appPid: 'app-2' });
    expect((await store().devices.listSessions(device.id, { userDid: ada.did }, now, 10)).map((s) => s.id)).toEqual([older.id]);
    expect((await store().devices.listSessions(device.id, { appPid: 'app-2' }, now, 10)).map((s) => s.id)).toEqual([offline.id]);
    expect(await store().devices.listSessions(device.id, {}, now, 1)).toHaveLength(1);
  });

  it('takes a live session of the device once, and never one of another device or a mismatched user or app', async () => {
    const [device, other] = [await newDevice(), await newDevice()];
    const user = await store().users.create(newUser());
    const session = await sessionOn(device.id, user.did, { expiresAt: Date.now() + HOUR });
    const match = { id: session.id, userDid: user.did, appPid: session.appPid };
    const now = Date.now();

    expect(await store().devices.takeSession(other.id, match, now)).toBeNull();
    expect(await store().devices.takeSession(device.id, { ...match, userDid: 'did:abt:someone-else' }, now)).toBeNull();
    expect(await store().devices.takeSession(device.id, { ...match, appPid: 'another-app' }, now)).toBeNull();
    expect(await store().devices.takeSession(device.id, match, session.expiresAt)).toBeNull();

    const takes = await Promise.all([store().devices.takeSession(device.id, match, now), store().devices.takeSession(device.id, match, now)]);
    expect(takes.filter(Boolean)).toEqual([expect.objectContaining({ id: session.id, status: 'expired', visitorId: session.visitorId })]);
    expect(await store().devices.listSessions(device.id, {}, now, 10)).toEqual([]);
  });

  it('forgets the bindings of deleted sessions and devices', async () => {
    const device = await newDevice();
    const user = await store().users.create(newUser());
    const session = await sessionOn(device.id, user.did);
    await store().users.remove(user.did);
    expect(await store().devices.findDeviceOfSession(session.id)).toBeNull();
  });
});
