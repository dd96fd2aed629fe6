import { describe, expect, it } from 'vitest';
import { CONNECT } from '../constants/time.js';
import { deepLink } from './deep-link.js';

const AUTH_URL = 'https://app.example/.well-known/service/api/did/login/auth?_t_=abc';
const appInfo = (appDescription: string) => ({ appName: 'Demo', appDescription, appLogo: 'https://app.example/logo.svg', appUrl: 'https://app.example' });

describe('deepLink', () => {
  it('carries the auth URL, and the app info when asked', () => {
    const link = new URL(deepLink(AUTH_URL, { appInfo: appInfo('A demo') }));
    expect(link.searchParams.get('action')).toBe('requestAuth');
    expect(link.searchParams.get('url')).toBe(AUTH_URL);
    expect(JSON.parse(link.searchParams.get('appInfo') ?? '')).toEqual({ name: 'Demo', description: 'A demo', icon: 'https://app.example/logo.svg', link: 'https://app.example' });
  });

  it(`drops the app info exactly when the link would pass ${CONNECT.deepLinkMaxLength} characters`, () => {
    const bare = deepLink(AUTH_URL, { appInfo: appInfo('') });
    const room = CONNECT.deepLinkMaxLength - bare.length;
    expect(deepLink(AUTH_URL, { appInfo: appInfo('x'.repeat(room)) })).toHaveLength(CONNECT.deepLinkMaxLength);
    expect(deepLink(AUTH_URL, { appInfo: appInfo('x'.repeat(room + 1)) })).toBe(deepLink(AUTH_URL));
  });

  it('opens in another wallet when given its base', () => {
    expect(deepLink(AUTH_URL, { base: 'https://wallet.example/open' })).toMatch(/^https:\/\/wallet\.example\/open\?action=requestAuth&url=/);
  });
});
