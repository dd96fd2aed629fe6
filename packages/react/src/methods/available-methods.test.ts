import { WALLET_SESSION_ACTIONS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { APP_INFO } from '../test-support/fake-api.js';
import { availableMethods } from './available-methods.js';
import type { MethodContext } from './connect-method.js';

function offered(action: string, allow?: { allowWallet: boolean; allowEmail: boolean }): string[] {
  const connectOptions = allow && { ...allow, allowPasskey: true, emailKyc: false, oauthProviders: [] };
  const context: MethodContext = { action, locale: 'en', user: null, appInfo: { ...APP_INFO, connectOptions } };
  return availableMethods(context).map((method) => method.id);
}

describe('availableMethods (SPEC §6)', () => {
  it('offers the wallet first, then the two passkey buttons, then e-mail, when the deployment allows all', () => {
    expect(offered('login', { allowWallet: true, allowEmail: true })).toEqual(['wallet', 'passkey', 'passkey-create', 'email']);
    expect(offered('login')).toEqual(['wallet', 'passkey', 'passkey-create', 'email']);
  });

  it('leaves out what the deployment turned off for sign-in', () => {
    expect(offered('login', { allowWallet: false, allowEmail: true })).toEqual(['passkey', 'passkey-create', 'email']);
    expect(offered('invite', { allowWallet: true, allowEmail: false })).toEqual(['wallet', 'passkey', 'passkey-create']);
  });

  it('keeps the wallet and passkeys for other actions, where e-mail never appears', () => {
    expect(offered('switch-passport', { allowWallet: false, allowEmail: true })).toEqual(['wallet', 'passkey', 'passkey-create']);
  });

  it('offers only the wallet to bind it, share its profile or switch to its account (SPEC §4)', () => {
    for (const action of WALLET_SESSION_ACTIONS) expect(offered(action, { allowWallet: false, allowEmail: true })).toEqual(['wallet']);
  });

  it("offers only the wallet to sign a domain link, the owner's DID proof", () => {
    expect(offered('connect-to-did-domain', { allowWallet: true, allowEmail: true })).toEqual(['wallet']);
  });
});
