import { USER_SESSION_PREFIX, type Passport, type UserSession } from '@foyer/core';
import type { FakeApi } from '../../test-support/fake-api.js';
import { ACCOUNT_PATHS, type PasskeyCredential, type UserApp } from '../account-requests.js';

const DAY = 24 * 60 * 60 * 1000;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const NOTES: UserApp = { clientId: 'notes-client', clientName: 'Notes app', logoUri: 'https://notes.example/logo.png', scopes: ['openid', 'profile:read'], grantedAt: new Date(Date.now() - 2 * DAY).toISOString() };
export const PHOTOS: UserApp = { clientId: 'photos-client', clientName: 'Photos', logoUri: null, scopes: ['openid'], grantedAt: new Date(Date.now() - DAY).toISOString() };

const session = (id: string, current: boolean, userAgent: string, ip: string): UserSession => ({
  id,
  appPid: 'app',
  userDid: 'z1aliceDid0000000000',
  visitorId: 'visitor',
  appUrl: 'http://localhost:3000',
  status: 'online',
  updatedAt: new Date(Date.now() - 60_000).toISOString(),
  extra: { provider: 'email', userAgent, ip },
  current,
});

export const LAPTOP = session('laptop-session', true, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', '198.51.100.4');
export const PHONE = session('phone-session', false, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1', '203.0.113.7');
export const TABLET = session('tablet-session', false, 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Safari/537.36', '203.0.113.9');

export const WORK_KEY: PasskeyCredential = { id: 'key-work', name: 'Work laptop', createdAt: Date.now() - 10 * DAY, lastUsedAt: Date.now() - DAY };
export const SPARE_KEY: PasskeyCredential = { id: 'key-spare', name: null, createdAt: Date.now() - 5 * DAY, lastUsedAt: null };

export const MEMBER_PASSPORT = { id: 'passport-member', title: 'Member', name: 'member', role: 'member', issuer: 'Demo App', issuerDid: 'zIssuer', ownerDid: 'z1aliceDid0000000000', revoked: false, status: 'valid', source: 'issue' } as Passport;
export const ADMIN_PASSPORT = { ...MEMBER_PASSPORT, id: 'passport-admin', title: 'Team admin', name: 'admin', role: 'admin' } as Passport;

/** The account center's API on the fake server: each list as given, each change answered as the server does. */
export function serveAccount(server: FakeApi, { apps = [NOTES, PHOTOS], sessions = [LAPTOP, PHONE, TABLET], passkeys = [WORK_KEY, SPARE_KEY] } = {}): void {
  let appList = [...apps];
  let sessionList = [...sessions];
  let keyList = [...passkeys];
  server.override('GET', ACCOUNT_PATHS.apps, () => json(200, { apps: appList }));
  for (const app of apps) {
    server.override('DELETE', ACCOUNT_PATHS.app(app.clientId), () => {
      appList = appList.filter((each) => each.clientId !== app.clientId);
      return new Response(null, { status: 204 });
    });
  }
  server.override('GET', `${USER_SESSION_PREFIX}/myself`, () => json(200, { list: sessionList, paging: { page: 1, pageSize: 100, total: sessionList.length } }));
  for (const each of sessions) {
    server.override('DELETE', ACCOUNT_PATHS.endSession(each.id), () => {
      sessionList = sessionList.filter((kept) => kept.id !== each.id);
      return new Response(null, { status: 204 });
    });
  }
  server.override('POST', ACCOUNT_PATHS.endOtherSessions, () => {
    const ended = sessionList.filter((each) => !each.current).length;
    sessionList = sessionList.filter((each) => each.current);
    return json(200, { ended });
  });
  server.override('GET', ACCOUNT_PATHS.passkeys, () => json(200, keyList));
  for (const key of passkeys) {
    server.override('PATCH', ACCOUNT_PATHS.passkey(key.id), (call) => {
      const renamed = { ...key, name: String(call.body.name).trim() };
      keyList = keyList.map((each) => (each.id === key.id ? renamed : each));
      return json(200, renamed);
    });
    server.override('DELETE', ACCOUNT_PATHS.passkey(key.id), (call) => server.fail('disconnectPasskeyFailed', call));
  }
}
