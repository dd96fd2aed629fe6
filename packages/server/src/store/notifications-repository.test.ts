import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newUser } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('notifications repository on $name', (factory) => {
  const store = useStore(factory);

  const notify = (userDid: string, readAt?: number) =>
    store().notifications.create({ id: randomUUID(), userDid, title: 'Hello', body: null, createdAt: Date.now(), readAt });

  it('creates unread notifications by default', async () => {
    const user = await store().users.create(newUser());
    expect(await notify(user.did)).toMatchObject({ userDid: user.did, title: 'Hello', body: null, readAt: null });
  });

  it("counts only the user's unread notifications", async () => {
    const [ada, bob] = [await store().users.create(newUser()), await store().users.create(newUser())];
    expect(await store().notifications.countUnread(ada.did)).toBe(0);
    await notify(ada.did);
    await notify(ada.did);
    await notify(ada.did, Date.now());
    await notify(bob.did);
    expect(await store().notifications.countUnread(ada.did)).toBe(2);
    expect(await store().notifications.countUnread(bob.did)).toBe(1);
  });

  it("goes with its user", async () => {
    const user = await store().users.create(newUser());
    await notify(user.did);
    await store().users.remove(user.did);
    expect(await store().notifications.countUnread(user.did)).toBe(0);
  });
});
