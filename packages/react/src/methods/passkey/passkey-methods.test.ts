import type { ConnectOptions, PasskeyBehavior } from '@foyer/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_INFO } from '../../test-support/fake-api.js';
import { availableMethods } from '../available-methods.js';
import type { MethodContext } from '../connect-method.js';
import { passkeyMethods } from './passkey-methods.js';

const ALL_ON: ConnectOptions = { allowWallet: true, allowEmail: true, allowPasskey: true, emailKyc: false, oauthProviders: [] };

function buttons(behavior: PasskeyBehavior, action: string, options: Partial<ConnectOptions> = {}): string[] {
  const appInfo = { ...APP_INFO, connectOptions: { ...ALL_ON, ...options } };
  const context: MethodContext = { action, locale: 'en', user: null, appInfo, passkeyBehavior: behavior };
  return availableMethods(context, passkeyMethods).map((method) => method.label('en'));
}

afterEach(() => vi.restoreAllMocks());

describe('passkey buttons (SPEC §2.10, §5, §6)', () => {
  it.each([
    ['none', []],
    ['both', ['Use Existing Passkey', 'Create New Passkey']],
    ['only-existing', ['Use Existing Passkey']],
    ['only-new', ['Create New Passkey']],
  ] as const)('behaviour %s offers %j outside sign-in', (behavior, expected) => {
    expect(buttons(behavior, 'invite')).toEqual(expected);
  });

  it.each(['none', 'only-existing', 'only-new'] as const)('sign-in forces both, whatever the behaviour (%s)', (behavior) => {
    expect(buttons(behavior, 'login')).toEqual(['Use Existing Passkey', 'Create New Passkey']);
  });

  it('offers both when the app set no behaviour', () => {
    const context: MethodContext = { action: 'invite', locale: 'en', user: null, appInfo: { ...APP_INFO, connectOptions: ALL_ON } };
    expect(availableMethods(context, passkeyMethods).map((method) => method.label('en'))).toEqual(['Use Existing Passkey', 'Create New Passkey']);
  });

  it('offers none when the deployment turned passkeys off', () => {
    expect(buttons('both', 'login', { allowPasskey: false })).toEqual([]);
  });

  it('offers none inside the DID Wallet app', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 ABTWallet/5.4.1');
    expect(buttons('both', 'login')).toEqual([]);
  });
});
