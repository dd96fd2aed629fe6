import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, KYC_EMAIL_PREFIX, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

describe.each(storeFactories)('e-mail KYC on $name', (factory) => {
  let inbox: SmtpInbox;
  let server: TestServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ factory, config: { smtpUrl: inbox.url } });
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  const post = (path: string, json: unknown, bearer?: string) => server.request(`${path}?locale=en`, { method: 'POST', json, bearer });

  it('verifies the address of the signed-in user and makes it their e-mail', async () => {
    const { sessionToken } = await signIn(server);
    const email = `${randomUUID()}@example.com`;
    const sent = await post(`${KYC_EMAIL_PREFIX}/send`, { email }, sessionToken);
    expect(sent.status).toBe(200);
    const mail = await inbox.next(email);
    expect(mail.subject).toBe('Verify your email for Foyer');

    const verified = await post(`${KYC_EMAIL_PREFIX}/verify`, { code: codeIn(mail) }, sessionToken);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ verified: true, email });
    // With Redis the cached session drops when the bus message comes back, a moment later.
    await expect.poll(async () => (await (await server.request(PATHS.session, { bearer: sessionToken })).json()).user.email).toBe(email);
  });

  const taken = { code: 'emailTakenByAnother', error: 'This e-mail address belongs to another account' };

  it('refuses to send a code for an address that is another user’s e-mail, and lets its owner prove it again', async () => {
    const email = `${randomUUID()}@example.com`;
    const owner = await signIn(server, { email });
    const other = await signIn(server);
    const refused = await post(`${KYC_EMAIL_PREFIX}/send`, { email }, other.sessionToken);
    expect([refused.status, await refused.json()]).toEqual([409, taken]);
    expect(await server.store.emailCodes.findLatestByUser(other.user.did)).toBeNull();

    expect((await post(`${KYC_EMAIL_PREFIX}/send`, { email }, owner.sessionToken)).status).toBe(200);
    expect((await post(`${KYC_EMAIL_PREFIX}/verify`, { code: codeIn(await inbox.next(email)) }, owner.sessionToken)).status).toBe(200);
  });

  it('refuses the code when another user took the address after it was sent, keeping the e-mail they had', async () => {
    const email = `${randomUUID()}@example.com`;
    const before = `${randomUUID()}@example.com`;
    const late = await signIn(server, { email: before });
    expect((await post(`${KYC_EMAIL_PREFIX}/send`, { email }, late.sessionToken)).status).toBe(200);
    const code = codeIn(await inbox.next(email));

    // As an e-mail sign-in of someone else would, between the send and the verify.
    const first = await signIn(server, { email });

    const refused = await post(`${KYC_EMAIL_PREFIX}/verify`, { code }, late.sessionToken);
    expect([refused.status, await refused.json()]).toEqual([409, taken]);
    expect(await server.store.users.findByDid(late.user.did)).toMatchObject({ email: before });
    expect(await server.store.users.findByEmail(email)).toMatchObject({ did: first.user.did });
  });

  it('needs a session, and keeps KYC and sign-in codes apart', async () => {
    const anonymous = await post(`${KYC_EMAIL_PREFIX}/send`, { email: 'x@example.com' });
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'invalidToken']);

    const { sessionToken } = await signIn(server);
    const email = `${randomUUID()}@example.com`;
    await post(`${KYC_EMAIL_PREFIX}/send`, { email }, sessionToken);
    const code = codeIn(await inbox.next(email));
    const asSignIn = await post(`${AUTH_SERVICE_PREFIX}/email/login`, { email, code });
    expect([asSignIn.status, (await asSignIn.json()).code]).toEqual([400, 'codeIncorrect']);

    const other = await signIn(server);
    const wrongUser = await post(`${KYC_EMAIL_PREFIX}/verify`, { code }, other.sessionToken);
    expect((await wrongUser.json()).code).toBe('codeIncorrect');
    expect((await post(`${KYC_EMAIL_PREFIX}/verify`, { code }, sessionToken)).status).toBe(200);
  });
});
