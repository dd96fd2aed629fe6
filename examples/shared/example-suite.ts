import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_SERVICE_PREFIX, FoyerError, HEADERS, HTTP_ONLY_ENGINE, RESOURCE_SCOPES, STORAGE_KEYS, type SessionResponse } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, callApiOk, signInOverHttp } from '../../e2e/src/support/http-steps.js';
import { apiAccessTokenOverHttp } from '../../e2e/src/support/oauth-code-flow-over-http.js';
import { registerConfidentialClient, relyingParty, serveRelyingPartyPages } from '../../e2e/src/support/oidc-relying-party-steps.js';
import { guideParts, readRepoFile } from './guide-check.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../packages/server/src/test-support/smtp-inbox.js';

const [CAPSULE_READ, CAPSULE_WRITE] = RESOURCE_SCOPES;

export interface RunningExample {
  url: string;
  close(): Promise<void>;
}

/**
 * What every framework example must do, as its guide promises: people sign in for real (e-mail code over HTTP, the first
 * becoming the owner), /api/me needs a session, /api/admin the admin role, /api/notes an OAuth access token with capsule:write.
 */
/** A port nothing listens on now, for the example to take by PORT as a developer's would. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return port;
}

export interface ExampleUnderTest {
  framework: string;
  /** The guide a newcomer follows, from the repository root: every file it shows must be the example's. */
  guide: string;
  startExample(env: Record<string, string>): Promise<RunningExample>;
}

export function describeExample({ framework, guide, startExample }: ExampleUnderTest): void {
  describe(`the ${framework} example: Foyer mounted in the app, its routes behind requireSession, requireRole and requireScope`, () => {
    let inbox: SmtpInbox;
    let dataDir: string;
    let example: RunningExample;
    /** The session token of the first person to sign in, who owns the app. */
    let owner: string;
    const didOf = async (token: string) => (await callApiOk<SessionResponse>(example.url, `${AUTH_SERVICE_PREFIX}/session`, { bearer: token })).user?.did;

    beforeAll(async () => {
      inbox = await startSmtpInbox();
      dataDir = await mkdtemp(join(tmpdir(), `foyer-example-${framework.toLowerCase()}-`));
      const port = await freePort();
      example = await startExample({ PORT: String(port), FOYER_APP_URL: `http://127.0.0.1:${port}`, FOYER_DATA_DIR: dataDir, FOYER_SMTP_URL: inbox.url, FOYER_LOG_LEVEL: 'silent' });
      owner = await signInOverHttp(example.url, inbox, 'olga@example.com');
    });

    afterAll(async () => {
      await example?.close();
      await inbox?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('lets the first person to sign in (the owner) call /api/me and /api/admin', async () => {
      const me = await callApi(example.url, '/api/me', { bearer: owner });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ did: await didOf(owner), role: 'owner', passport: null });
      const admin = await callApi(example.url, '/api/admin', { bearer: owner });
      expect(admin.status).toBe(200);
      expect(await admin.json()).toEqual({ did: await didOf(owner), admin: true });
    });

    it('lets a second person, a guest, call /api/me but answers /api/admin 403 with the catalogue message', async () => {
      const token = await signInOverHttp(example.url, inbox, 'gus@example.com');
      const me = await callApi(example.url, '/api/me', { bearer: token });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ did: await didOf(token), role: 'guest' });
      const admin = await callApi(example.url, '/api/admin', { bearer: token });
      expect(admin.status).toBe(403);
      expect(await admin.json()).toEqual(new FoyerError('forbidden').toBody());
    });

    it("takes the HttpOnly session cookie a browser signed in with, as the app's own pages send it", async () => {
      const address = 'bea@example.com';
      await callApiOk(example.url, `${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', body: { email: address } });
      const code = codeIn(await inbox.next(address));
      const login = await callApi(example.url, `${AUTH_SERVICE_PREFIX}/email/login`, { method: 'POST', body: { email: address, code }, headers: { [HEADERS.tokenDelivery]: HTTP_ONLY_ENGINE } });
      const cookie = login.headers.getSetCookie().find((line) => line.startsWith(`${STORAGE_KEYS.sessionToken}=`));
      expect(cookie).toContain('HttpOnly');
      const me = await fetch(`${example.url}/api/me`, { headers: { cookie: cookie!.split(';')[0]! } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ role: 'guest' });
    });

    it('answers 401 with the catalogue message signed out, with a forged token, and for a session token where an access token is needed', async () => {
      for (const path of ['/api/me', '/api/admin']) {
        const signedOut = await callApi(example.url, path);
        expect(signedOut.status).toBe(401);
        expect(await signedOut.json()).toEqual(new FoyerError('invalidToken').toBody());
        expect((await callApi(example.url, path, { bearer: 'forged' })).status).toBe(401);
      }
      const token = await signInOverHttp(example.url, inbox, 'nina@example.com');
      const notes = await callApi(example.url, '/api/notes', { method: 'POST', bearer: token, body: { text: 'hi' } });
      expect(notes.status).toBe(401);
      expect(notes.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      expect(await notes.json()).toEqual(new FoyerError('invalidToken').toBody());
    });

    it('answers /api/notes 201 for an OAuth access token from Foyer holding capsule:write, 403 with the catalogue message for one without', async () => {
      // Another app, registered by the owner, that people let write to their capsules through Foyer's consent.
      const pages = await serveRelyingPartyPages();
      try {
        const notesApp = await relyingParty(example.url, await registerConfidentialClient(example.url, owner, pages));
        const writer = await signInOverHttp(example.url, inbox, 'wren@example.com');
        const writeToken = await apiAccessTokenOverHttp(notesApp, pages.callback, writer, `openid ${CAPSULE_WRITE}`);
        const saved = await callApi(example.url, '/api/notes', { method: 'POST', bearer: writeToken, body: { text: 'hi' } });
        expect(saved.status).toBe(201);
        expect(await saved.json()).toEqual({ savedFor: await didOf(writer) });
        // The owner's role is no stand-in for the scope: a token that can only read is refused.
        const readToken = await apiAccessTokenOverHttp(notesApp, pages.callback, owner, `openid ${CAPSULE_READ}`);
        const refused = await callApi(example.url, '/api/notes', { method: 'POST', bearer: readToken, body: { text: 'hi' } });
        expect(refused.status).toBe(403);
        expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer error="insufficient_scope"/);
        expect(await refused.json()).toEqual(new FoyerError('forbidden').toBody());
      } finally {
        await pages.close();
      }
    });

    it(`is what ${guide} shows, in fewer than 15 steps`, async () => {
      const { steps, blocks } = guideParts(await readRepoFile(guide));
      expect(steps).toBeGreaterThan(5);
      expect(steps).toBeLessThan(15);
      expect(blocks.length).toBeGreaterThanOrEqual(2);
      for (const { file, code } of blocks) expect(code, file).toBe(await readRepoFile(file));
    });

    it('answers in the locale asked for, and greets whoever getSession finds', async () => {
      const signedOut = await callApi(example.url, '/api/me?locale=zh');
      expect(await signedOut.json()).toEqual(new FoyerError('invalidToken').toBody('zh'));
      expect(await callApiOk(example.url, '/api/hello')).toEqual({ hello: 'stranger' });
      const token = await signInOverHttp(example.url, inbox, 'hugo@example.com');
      expect(await callApiOk(example.url, '/api/hello', { bearer: token })).toEqual({ hello: expect.stringMatching(/\S/) });
    });
  });
}
