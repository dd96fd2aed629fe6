import { USER_SESSION_PREFIX } from '@foyer/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { recordingHttp } from '../user/test-support/recording-http.js';
import { listMySessions } from './list-my-sessions.js';
import { listUserSessions } from './list-user-sessions.js';
import { loginWithUserSession } from './login-with-user-session.js';

beforeEach(resetBrowserStorage);

const saved = {
  id: 'session-1',
  appPid: 'zApp',
  userDid: 'did:abt:zAda',
  visitorId: 'visitor-1',
  appUrl: 'https://app.example',
  status: 'offline',
  updatedAt: '2025-01-01T10:00:00.000Z',
  user: { did: 'did:abt:zAda', fullName: 'Ada' },
  extra: { provider: 'wallet', walletOS: 'ios' },
};

describe('user-session calls', () => {
  it('listUserSessions answers the saved sessions, narrowed by user and app when given', async () => {
    const http = recordingHttp({ list: [saved] });
    await expect(listUserSessions(http.request, { userDid: saved.userDid, appPid: 'zApp' })).resolves.toEqual([saved]);
    await listUserSessions(http.request);
    expect(http.calls.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: USER_SESSION_PREFIX, query: { userDid: saved.userDid, appPid: 'zApp' } },
      { method: 'GET', path: USER_SESSION_PREFIX, query: {} },
    ]);
  });

  it('listMySessions pages the signed-in user’s sessions', async () => {
    const page = { list: [saved], paging: { page: 2, pageSize: 5, total: 6 } };
    const http = recordingHttp(page);
    http.signIn();
    await expect(listMySessions(http.request, { page: 2, pageSize: 5 })).resolves.toEqual(page);
    expect(http.calls[0]).toMatchObject({
      method: 'GET',
      path: `${USER_SESSION_PREFIX}/myself`,
      query: { page: '2', pageSize: '5' },
      authorization: 'Bearer session-token',
    });
  });

  it('loginWithUserSession posts the saved session without the current session token', async () => {
    const result = { sessionToken: 'st', refreshToken: 'rt', visitorId: 'visitor-2', destroySessionId: 'session-1', encrypted: false };
    const http = recordingHttp(result);
    http.signIn();
    const input = { id: 'session-1', appPid: 'zApp', userDid: saved.userDid, visitorId: 'visitor-2' };
    await expect(loginWithUserSession(http.request, input)).resolves.toEqual(result);
    expect(http.calls).toEqual([{ method: 'POST', path: `${USER_SESSION_PREFIX}/login`, query: {}, authorization: null, body: input }]);
  });

  it('loginWithUserSession rejects with the message to show when the session cannot be re-entered', async () => {
    const http = recordingHttp({ code: 'sessionEnded', error: 'Session has ended, please sign in again' }, 401);
    await expect(loginWithUserSession(http.request, { id: 'x', appPid: 'zApp', userDid: saved.userDid })).rejects.toMatchObject({
      status: 401,
      code: 'sessionEnded',
      message: 'Session has ended, please sign in again',
    });
    expect(http.calls).toHaveLength(1);
  });
});
