import { NOTIFICATIONS_PREFIX, USER_SERVICE_PREFIX } from '@foyer/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HttpRequest } from '../http/types.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { deleteUser } from './delete-user.js';
import { getNotificationConfig } from './get-notification-config.js';
import { getPrivacyConfig } from './get-privacy-config.js';
import { getProfile } from './get-profile.js';
import { getPublicUser } from './get-public-user.js';
import { getUnreadCount } from './get-unread-count.js';
import { refreshProfile } from './refresh-profile.js';
import { saveNotificationChannels } from './save-notification-channels.js';
import { savePrivacyConfig } from './save-privacy-config.js';
import { setNotificationWebhook } from './set-notification-webhook.js';
import { disconnectDidSpace } from '../spaces/disconnect-did-space.js';
import { recordingHttp } from './test-support/recording-http.js';
import { updateDidSpace } from './update-did-space.js';
import { updateProfile } from './update-profile.js';

beforeEach(resetBrowserStorage);

const user = { did: 'did:abt:zAda', fullName: 'Ada' };
const notificationConfig = { channels: { app: true, email: false, push: true, webhook: true }, webhook: null };
const BEARER = 'Bearer session-token';
const SPACE = { did: 'did:abt:zSpace', name: 'My Space', url: 'https://spaces.example/spaces/did:abt:zSpace', grant: 'a.b.c' };

describe('user service calls', () => {
  it.each([
    ['getProfile', (request: HttpRequest) => getProfile(request), user, { method: 'GET', path: `${USER_SERVICE_PREFIX}/profile` }],
    [
      'updateProfile',
      (request: HttpRequest) => updateProfile(request, { locale: 'zh', metadata: { bio: 'hi', links: [{ url: 'https://ada.example' }] } }),
      user,
      { method: 'PUT', path: `${USER_SERVICE_PREFIX}/profile`, body: { locale: 'zh', metadata: { bio: 'hi', links: [{ url: 'https://ada.example' }] } } },
    ],
    ['refreshProfile', (request: HttpRequest) => refreshProfile(request), user, { method: 'PUT', path: `${USER_SERVICE_PREFIX}/refreshProfile` }],
    [
      'updateDidSpace',
      (request: HttpRequest) => updateDidSpace(request, SPACE),
      user,
      { method: 'PUT', path: `${USER_SERVICE_PREFIX}/updateDidSpace`, body: { spaceGateway: SPACE } },
    ],
    ['disconnectDidSpace', (request: HttpRequest) => disconnectDidSpace(request), user, { method: 'DELETE', path: `${USER_SERVICE_PREFIX}/updateDidSpace` }],
    [
      'getPrivacyConfig',
      (request: HttpRequest) => getPrivacyConfig(request),
      { email: false },
      { method: 'GET', path: `${USER_SERVICE_PREFIX}/privacy/config` },
    ],
    [
      'savePrivacyConfig',
      (request: HttpRequest) => savePrivacyConfig(request, { email: true }),
      { email: true },
      { method: 'POST', path: `${USER_SERVICE_PREFIX}/privacy/config`, body: { email: true } },
    ],
    [
      'getNotificationConfig',
      (request: HttpRequest) => getNotificationConfig(request),
      notificationConfig,
      { method: 'GET', path: `${USER_SERVICE_PREFIX}/notification/config` },
    ],
    [
      'saveNotificationChannels',
      (request: HttpRequest) => saveNotificationChannels(request, { email: false }),
      notificationConfig,
      { method: 'POST', path: `${USER_SERVICE_PREFIX}/notification/config`, body: { channels: { email: false } } },
    ],
    [
      'setNotificationWebhook',
      (request: HttpRequest) => setNotificationWebhook(request, 'https://hooks.example/foyer'),
      notificationConfig,
      { method: 'PUT', path: `${USER_SERVICE_PREFIX}/notification/webhook`, body: { url: 'https://hooks.example/foyer' } },
    ],
  ] as const)('%s sends the signed-in call and answers the server’s body', async (_name, call, answer, expected) => {
    const http = recordingHttp(answer);
    http.signIn();
    await expect(call(http.request)).resolves.toEqual(answer);
    expect(http.calls).toEqual([{ query: {}, body: undefined, ...expected, authorization: BEARER }]);
  });

  it('setNotificationWebhook(null) clears the webhook', async () => {
    const http = recordingHttp(notificationConfig);
    await setNotificationWebhook(http.request, null);
    expect(http.calls[0]?.body).toEqual({ url: null });
  });

  it('getPublicUser asks by DID without the session token', async () => {
    const http = recordingHttp({ did: user.did, fullName: 'Ada', role: 'guest' });
    http.signIn();
    await expect(getPublicUser(http.request, user.did)).resolves.toEqual({ did: user.did, fullName: 'Ada', role: 'guest' });
    expect(http.calls).toEqual([{ method: 'GET', path: USER_SERVICE_PREFIX, query: { did: user.did }, authorization: null, body: undefined }]);
  });

  it('deleteUser sends DELETE /api/user', async () => {
    const http = recordingHttp({ ok: true });
    http.signIn();
    await expect(deleteUser(http.request)).resolves.toBeUndefined();
    expect(http.calls).toEqual([{ method: 'DELETE', path: USER_SERVICE_PREFIX, query: {}, authorization: BEARER, body: undefined }]);
  });

  it('deleteUser rejects, once and without a refresh, when the server asks for a fresh sign-in first', async () => {
    const refusal = { code: 'freshSignInRequired', error: 'For your safety, please sign in again, then retry within 5 minutes' };
    const http = recordingHttp(refusal, 403);
    http.signIn();
    await expect(deleteUser(http.request)).rejects.toMatchObject({ status: 403, code: 'freshSignInRequired', message: refusal.error });
    expect(http.calls).toHaveLength(1);
  });

  it('getUnreadCount answers the number of unread notifications', async () => {
    const http = recordingHttp({ unReadCount: 3 });
    http.signIn();
    await expect(getUnreadCount(http.request)).resolves.toBe(3);
    expect(http.calls[0]).toMatchObject({ method: 'GET', path: `${NOTIFICATIONS_PREFIX}/unread-count`, authorization: BEARER });
  });

  it("rejects with the server's catalogue error", async () => {
    const http = recordingHttp({ code: 'forbidden', error: 'Forbidden' }, 403);
    http.signIn();
    await expect(setNotificationWebhook(http.request, 'https://hooks.example')).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'Forbidden' });
  });
});
