import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, HEADERS } from '@foyer/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustedProxies } from './client-ip.js';
import { storeFactories, type StoreFactory } from '../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite') as StoreFactory;

describe('the address a session records', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Signs in by e-mail code over HTTP, every call claiming `forwardedFor`, and answers the session's recorded address. */
  async function signInRecording(trustedProxies: TrustedProxies, forwardedFor: string) {
    server = await startTestServer({ factory: sqlite, config: { trustedProxies } });
    const email = `${randomUUID()}@example.com`;
    const headers = { [HEADERS.forwardedFor]: forwardedFor };
    expect((await server.request(`${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', json: { email }, headers })).status).toBe(200);
    const code = server.foyer.outbox?.list().find((mail) => mail.to === email)?.code;
    const login = await server.request(`${AUTH_SERVICE_PREFIX}/email/login`, { method: 'POST', json: { email, code }, headers });
    const { user } = (await login.json()) as { user: { did: string } };
    const { list } = await server.store.userSessions.listActive({ userDid: user.did }, { page: 1, pageSize: 10 }, Date.now());
    return list.map((session) => session.lastLoginIp);
  }

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await signInRecording([], '203.0.113.7')).toEqual(['127.0.0.1']);
  });

  it('is the forwarded caller when the proxy in front is trusted', async () => {
    expect(await signInRecording(['loopback'], '2001:db8::7, 203.0.113.7')).toEqual(['203.0.113.7']);
  });
});
