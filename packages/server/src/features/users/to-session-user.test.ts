import { describe, expect, it } from 'vitest';
import type { ConnectedAccountRecord, PassportRecord, UserRecord } from '../../store/types.js';
import { toSessionUser } from './to-session-user.js';

const user: UserRecord = {
  did: 'did:abt:zUser',
  pk: 'pk',
  role: '',
  sourceAppPid: null,
  locale: 'zh-CN',
  inviter: null,
  metadata: { bio: 'hi' },
  address: null,
  fullName: 'Ada',
  email: 'ada@example.com',
  phone: null,
  avatar: null,
  remark: null,
  sourceProvider: 'github',
  didSpace: null,
  extraConfigs: null,
  approved: true,
  createdAt: 1,
  updatedAt: 1,
  lastLoginAt: null,
};

const account = (provider: string, did: string): ConnectedAccountRecord => ({
  id: `${provider}-${did}`,
  userDid: user.did,
  provider,
  did,
  providerUserId: did,
  email: null,
  fullName: `${provider} name`,
  avatar: null,
  extra: null,
  createdAt: 1,
  updatedAt: 1,
  lastLoginAt: null,
});

const passport: PassportRecord = {
  id: 'p1',
  ownerDid: user.did,
  name: 'admin',
  title: 'Administrator',
  role: 'admin',
  display: { type: 'url', content: 'https://img.example/card.png' },
  issuerDid: 'did:abt:zApp',
  issuerName: 'App',
  issuerAvatarUrl: null,
  preferredColor: null,
  status: 'valid',
  source: 'issue',
  createdAt: 1,
  updatedAt: 1,
  expiresAt: null,
  revokedAt: null,
};

describe('toSessionUser', () => {
  it('derives the identity fields, counting the account itself as connected', () => {
    const sessionUser = toSessionUser({ user, accounts: [account('wallet', 'did:abt:zWallet')], passports: [], activePassportId: null });
    expect(sessionUser).toMatchObject({
      did: user.did,
      role: 'guest',
      type: 'derived',
      locale: 'zh',
      metadata: { bio: 'hi' },
      sourceProvider: 'github',
      permanentDid: user.did,
      walletDid: 'did:abt:zWallet',
      connectedDids: [user.did, 'did:abt:zWallet'],
      sourceProviders: ['github', 'wallet'],
      connectedAccounts: [
        { provider: 'github', did: user.did },
        { provider: 'wallet', did: 'did:abt:zWallet', showProvider: 'wallet name' },
      ],
    });
    expect(sessionUser.extraConfigs).toEqual({ connectedAccounts: sessionUser.connectedAccounts, sourceProvider: 'github' });
  });

  it('takes role and role title from the active valid passport', () => {
    const sessionUser = toSessionUser({ user, accounts: [], passports: [passport], activePassportId: 'p1' });
    expect(sessionUser).toMatchObject({ role: 'admin', roleTitle: 'Administrator' });
    expect(sessionUser.passports).toEqual([expect.objectContaining({ id: 'p1', display: 'https://img.example/card.png', revoked: false })]);
  });

  it('ignores an active passport that is no longer valid', () => {
    const revoked = { ...passport, status: 'revoked' as const };
    expect(toSessionUser({ user: { ...user, role: 'member' }, accounts: [], passports: [revoked], activePassportId: 'p1' }).role).toBe('member');
  });
});
