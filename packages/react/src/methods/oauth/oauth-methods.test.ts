import { CONNECT_ACTIONS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { APP_INFO } from '../../test-support/fake-api.js';
import type { MethodContext } from '../connect-method.js';
import { oauthMethods } from './oauth-methods.js';

const oauthProviders = [
  { provider: 'google', order: 5 },
  { provider: 'github', order: 60 },
];
const connectOptions = { allowWallet: true, allowEmail: true, allowPasskey: true, emailKyc: false, oauthProviders };
const context = (action: string): MethodContext => ({ action, locale: 'en', user: null, appInfo: { ...APP_INFO, connectOptions } });

describe('oauthMethods (SPEC §6)', () => {
  it('offers one method per enabled provider for the four connect actions only', () => {
    for (const action of CONNECT_ACTIONS) {
      expect(oauthMethods(context(action)).map((method) => [method.id, method.order, method.label('en')])).toEqual([
        ['oauth-google', 5, 'Continue with Google'],
        ['oauth-github', 60, 'Continue with GitHub'],
      ]);
    }
    expect(oauthMethods(context('switch-passport'))).toEqual([]);
    expect(oauthMethods(context('login'))[0]?.label('zh')).toBe('使用 Google 继续');
  });

  it('offers none when the app metadata lists none', () => {
    expect(oauthMethods({ action: 'login', locale: 'en', user: null, appInfo: APP_INFO })).toEqual([]);
  });

  it('keeps one object per provider, so the dialog loads its step once', () => {
    expect(oauthMethods(context('login'))[0]).toBe(oauthMethods(context('invite'))[0]);
  });
});
