import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, OAUTH_API_PREFIX, PASSKEY_PREFIX, PATHS, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../store/test-support/stores.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../test-support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';

const TOKEN = 'scrape-secret-0123456789abcdef';

/** One sample's value from Prometheus text, 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(storeFactories)('metrics endpoint on $name', (factory) => {
  let inbox: SmtpInbox;
  let server: TestServer;
  let unconfigured: TestServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ factory, config: { smtpUrl: inbox.url, metricsToken: TOKEN } });
    unconfigured = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await inbox?.close();
  });

  const scrape = async (bearer = TOKEN) => {
    const response = await server.request(SERVER_PATHS.metrics, { bearer });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('does not exist without FOYER_METRICS_TOKEN, whatever token is sent', async () => {
    const response = await unconfigured.request(SERVER_PATHS.metrics, { bearer: TOKEN });
    expect([response.status, await response.json()]).toEqual([404, { code: 'notFound', error: 'Not found' }]);
  });

  it('refuses a scrape without the token or with another one, even one that shares its start', async () => {
    expect((await server.request(SERVER_PATHS.metrics)).status).toBe(401);
    expect((await server.request(SERVER_PATHS.metrics, { bearer: `${TOKEN}x` })).status).toBe(401);
    const wrong = await server.request(SERVER_PATHS.metrics, { bearer: TOKEN.slice(0, -1) });
    expect([wrong.status, await wrong.json()]).toEqual([401, { code: 'invalidToken', error: 'Invalid token' }]);
  });

  it('counts a real e-mail-code sign-in, a wrong code, a refresh and a replayed refresh token', async () => {
    const before = await scrape();
    const email = `${randomUUID()}@example.com`;
    expect((await server.request(`${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', json: { email } })).status).toBe(200);
    const code = codeIn(await inbox.next(email));
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await server.request(`${AUTH_SERVICE_PREFIX}/email/login`, { method: 'POST', json: { email, code: wrongCode } })).status).toBe(400);
    const login = await server.request(`${AUTH_SERVICE_PREFIX}/email/login`, { method: 'POST', json: { action: 'login', email, code } });
    expect(login.status).toBe(200);
    const { refreshToken } = (await login.json()) as { refreshToken: string };
    expect((await server.request(PATHS.refreshSession, { method: 'POST', bearer: refreshToken })).status).toBe(200);
    expect((await server.request(PATHS.refreshSession, { method: 'POST', bearer: 'not.a-token' })).status).toBe(401);

    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('foyer_sign_ins_total{method="email",outcome="success"}')).toBe(1);
    expect(moved('foyer_sign_ins_total{method="email",outcome="failure"}')).toBe(1);
    expect(moved('foyer_refreshes_total{outcome="success"}')).toBe(1);
    expect(moved('foyer_refreshes_total{outcome="failure"}')).toBe(1);
    // The matched route pattern labels the latency, and the default process metrics are there too.
    expect(after).toContain(`foyer_http_request_duration_seconds_count{method="POST",route="${PATHS.refreshSession}",status="200"}`);
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts a refused passkey and a refused OAuth code exchange under their methods', async () => {
    const before = await scrape();
    const passkey = await server.request(`${PASSKEY_PREFIX}/auth?challengeId=none`, { method: 'POST', json: { id: 'x', response: {} } });
    expect(passkey.status).toBeGreaterThanOrEqual(400);
    const oauth = await server.request(`${OAUTH_API_PREFIX}/login`, { method: 'POST', json: { provider: 'github', code: 'c', state: 's' } });
    expect(oauth.status).toBeGreaterThanOrEqual(400);
    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('foyer_sign_ins_total{method="passkey",outcome="failure"}')).toBe(1);
    expect(moved('foyer_sign_ins_total{method="github",outcome="failure"}')).toBe(1);
  });

  it('counts a connect session while it waits for a wallet, and not once it has timed out', async () => {
    const active = async () => sample(await scrape(), 'foyer_connect_sessions_active');
    const before = await active();
    const opened = await server.request(`${AUTH_SERVICE_PREFIX}/login/token?_ek_=${'a'.repeat(87)}`);
    expect(opened.status).toBe(200);
    const { token } = (await opened.json()) as { token: string };
    expect(await active()).toBe(before + 1);
    expect((await server.request(`${AUTH_SERVICE_PREFIX}/login/timeout?_t_=${token}`)).status).toBe(200);
    expect(await active()).toBe(before);
  });

  it('keeps each instance its own registry, so a second Foyer in the process counts nothing of the first', () => {
    expect(unconfigured.foyer.metrics.registry).not.toBe(server.foyer.metrics.registry);
  });
});
