import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../test-support/smtp-inbox.js';
import { twoInstancesAvailable } from '../test-support/two-instances.js';
import { useBalancedInstances, type BalancedInstances } from './test-support/balanced-instances.js';

const SEND = `${AUTH_SERVICE_PREFIX}/email/sendCode`;
const LOGIN = `${AUTH_SERVICE_PREFIX}/email/login`;

describe.runIf(twoInstancesAvailable)('e-mail sign-in through a balancer over two instances on PostgreSQL + Redis', () => {
  let inbox: SmtpInbox;
  let instances: BalancedInstances;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  useBalancedInstances(
    (started) => (instances = started),
    () => ({ smtpUrl: inbox.url }),
  );
  afterAll(async () => {
    await inbox?.close();
  });

  const lastRouted = (path: string) => instances.balancer.routed.filter((routed) => routed.path.startsWith(path)).at(-1);

  it('checks on one instance the code the other sent, and the session works on both', async () => {
    const { a, b, front } = instances;
    const email = `${randomUUID()}@example.com`;
    const sent = await front.request(`${SEND}?locale=en`, { method: 'POST', json: { email } });
    expect(sent.status).toBe(200);
    const code = codeIn(await inbox.next(email));

    const login = await front.request(`${LOGIN}?locale=en`, { method: 'POST', json: { action: 'login', email, code } });
    expect(login.status).toBe(200);
    const { sessionToken, user } = (await login.json()) as { sessionToken: string; user: { did: string } };
    const sentOn = lastRouted(SEND)?.target;
    expect([0, 1]).toContain(sentOn);
    expect(lastRouted(LOGIN)?.target).toBe(1 - (sentOn ?? 0));

    for (const server of [a, b]) {
      const session = await server.request(PATHS.session, { bearer: sessionToken });
      expect(session.status).toBe(200);
      expect((await session.json()).user).toMatchObject({ did: user.did, email });
    }
  });
});
