import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { loadConfig } from '../../config/load-config.js';
import { connectOptionsOf } from './connect-options.js';

const config = { ...loadConfig({ env: { NODE_ENV: 'production' }, cwd: tmpdir() }), smtpUrl: undefined };

describe('connectOptionsOf', () => {
  it('offers e-mail only when mail can reach someone: SMTP, or the dev outbox in development', () => {
    expect(connectOptionsOf({ ...config, smtpUrl: 'smtp://127.0.0.1:2525' }).allowEmail).toBe(true);
    expect(connectOptionsOf({ ...config, mode: 'development' }).allowEmail).toBe(true);
    expect(connectOptionsOf(config).allowEmail).toBe(false);
  });

  it('lists the OAuth providers that are set up, in their order', () => {
    const oauth = { oauthAuth0ClientId: 'a', oauthAuth0Issuer: 'https://tenant.example', oauthAuth0Order: 1, oauthGoogleClientId: 'g', oauthGoogleOrder: 2 };
    expect(connectOptionsOf({ ...config, ...oauth }).oauthProviders).toEqual([
      { provider: 'auth0', order: 1 },
      { provider: 'google', order: 2 },
    ]);
  });

  it('follows DID_CONNECT_ALLOW_WALLET and DID_CONNECT_ALLOW_EMAIL', () => {
    const off = connectOptionsOf({ ...config, smtpUrl: 'smtp://127.0.0.1:2525', allowWalletLogin: false, allowEmailLogin: false, passkeyEnabled: false, emailKyc: true });
    expect(off).toEqual({ allowWallet: false, allowEmail: false, allowPasskey: false, emailKyc: true, oauthProviders: [], invitesEnabled: false, nftCollections: [] });
  });

  it("tells the page whether to offer 'Invite friends' (FOYER_INVITES)", () => {
    expect(connectOptionsOf({ ...config, invitesEnabled: true }).invitesEnabled).toBe(true);
    expect(connectOptionsOf(config).invitesEnabled).toBe(false);
  });

  it('names the accepted NFT collections (FOYER_NFT_COLLECTIONS), never their DIDs', () => {
    const nftCollections = [{ issuer: 'did:abt:z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA', name: 'Foyer Cats' }];
    expect(connectOptionsOf({ ...config, nftCollections }).nftCollections).toEqual(['Foyer Cats']);
  });
});
