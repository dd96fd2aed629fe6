import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer } from '../../test-support/start-test-server.js';
import { walletSignUp } from './test-support/wallet-sign-up.js';

describe.each(storeFactories)('the first user of a fresh app on $name', (factory) => {
  it('is its one owner even when first sign-ins race; later ones are guests, or members when invited', async () => {
    const server = await startTestServer({ factory, freshApp: true, config: { invitesEnabled: true } });
    try {
      const racing = await Promise.all([1, 2, 3, 4].map(() => walletSignUp(server)));

      const roles = racing.map((signedUp) => signedUp.session?.user?.role);
      expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
      expect(roles.filter((role) => role === 'guest')).toHaveLength(3);
      const owner = racing.find((signedUp) => signedUp.session?.user?.role === 'owner');
      expect(owner?.session?.user?.passports).toEqual([expect.objectContaining({ role: 'owner', status: 'valid', issuerDid: owner?.did })]);

      expect((await walletSignUp(server)).session?.user?.role).toBe('guest');
      expect((await walletSignUp(server, { inviter: owner?.did ?? '' })).session?.user).toMatchObject({ role: 'member', inviter: owner?.did });
    } finally {
      await server.close();
    }
  });
});
