import { describe, expect, it } from 'vitest';
import { newUser } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('user configs repository on $name', (factory) => {
  const store = useStore(factory);

  it('stores one document per user and name, replacing it on the next set', async () => {
    const [ada, bob] = [await store().users.create(newUser()), await store().users.create(newUser())];
    expect(await store().userConfigs.get(ada.did, 'privacy')).toBeNull();

    await store().userConfigs.set(ada.did, 'privacy', { email: true });
    await store().userConfigs.set(ada.did, 'notification-channels', { email: false });
    await store().userConfigs.set(bob.did, 'privacy', { phone: true });
    await store().userConfigs.set(ada.did, 'privacy', { email: false, bio: false });

    expect(await store().userConfigs.get(ada.did, 'privacy')).toEqual({ email: false, bio: false });
    expect(await store().userConfigs.get(ada.did, 'notification-channels')).toEqual({ email: false });
    expect(await store().userConfigs.get(bob.did, 'privacy')).toEqual({ phone: true });
  });

  it('goes with its user', async () => {
    const user = await store().users.create(newUser());
    await store().userConfigs.set(user.did, 'privacy', { email: true });
    await store().users.remove(user.did);
    expect(await store().userConfigs.get(user.did, 'privacy')).toBeNull();
  });
});
