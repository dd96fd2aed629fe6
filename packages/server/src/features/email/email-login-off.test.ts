import { AUTH_SERVICE_PREFIX, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const [factory] = storeFactories;

describe('DID_CONNECT_ALLOW_EMAIL off', () => {
  let inbox: SmtpInbox;
  let server: TestServer;

  beforeAll(async () => {
    if (!factory) throw new Error('no store factory');
    inbox = await startSmtpInbox();
    server = await startTestServer({ factory, config: { smtpUrl: inbox.url, allowEmailLogin: false } });
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('tells the page to hide e-mail sign-in', async () => {
    const info = (await (await server.request(`${PATHS.appMetadataScript}?type=json`)).json()) as { connectOptions: unknown };
    expect(info.connectOptions).toMatchObject({ allowWallet: true, allowEmail: false });
  });

  it('refuses to send a sign-in code, saying why', async () => {
    const response = await server.request(`${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', json: { email: 'ada@example.com' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'emailLoginOff', error: 'Signing in by e-mail is turned off for this app' });
  });
});
