import { AUTH_SERVICE_PREFIX, SERVER_PATHS } from '@foyer/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FoyerConfig } from '../../config/config-schema.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { renderOutboxPage } from './outbox-page.js';

const [factory] = storeFactories;

async function withServer(config: Partial<FoyerConfig>, use: (server: TestServer) => Promise<void>): Promise<void> {
  if (!factory) throw new Error('no store factory');
  const server = await startTestServer({ factory, config });
  try {
    await use(server);
  } finally {
    await server.close();
  }
}

describe('dev outbox page', () => {
  let server: TestServer;

  beforeAll(async () => {
    if (!factory) throw new Error('no store factory');
    server = await startTestServer({ factory, config: { mode: 'development' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists sent mail with its code and magic link, newest first, as HTML and JSON', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const send = (email: string, useMagicLink: boolean) =>
      server.request(`${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', json: { email, useMagicLink } });
    expect((await send('first@example.com', false)).status).toBe(200);
    expect((await send('second@example.com', true)).status).toBe(200);

    const json = await (await server.request(`${SERVER_PATHS.devOutbox}?format=json`)).json();
    expect(json.messages.map((message: { to: string }) => message.to)).toEqual(['second@example.com', 'first@example.com']);
    const [latest] = json.messages;
    expect(latest.code).toMatch(/^\d{6}$/);
    expect(latest.link).toContain('magicToken=');

    const page = await server.request(SERVER_PATHS.devOutbox);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('second@example.com');
    expect(html).toContain(latest.code);
    expect(html).toContain(`href="${latest.link}"`);
  });

  it('is not there in production mode, nor when SMTP is configured', async () => {
    await withServer({ mode: 'production' }, async (production) => {
      expect((await production.request(SERVER_PATHS.devOutbox)).status).toBe(404);
    });
    await withServer({ mode: 'development', smtpUrl: 'smtp://127.0.0.1:2525' }, async (withSmtp) => {
      expect((await withSmtp.request(SERVER_PATHS.devOutbox)).status).toBe(404);
    });
  });

  it('escapes every stored value', () => {
    const html = renderOutboxPage([
      { to: '<script>alert(1)</script>@x.com', subject: '"><img src=x onerror=alert(1)>', html: '', text: '', code: '<b>', link: 'javascript:"x"', sentAt: 0 },
    ]);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@x.com');
    expect(html).toContain('href="javascript:&quot;x&quot;"');
  });
});
