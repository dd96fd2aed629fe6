import type * as oidc from 'openid-client';
import { afterAll, beforeAll } from 'vitest';
import type { StoreFactory } from '../../../store/test-support/stores.js';
import { signIn } from '../../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../../test-support/start-test-server.js';
import type { IssuedSession } from '../../session/session-service.js';
import { CookieJar } from '../../oauth-login/test-support/cookie-jar.js';
import { authorize, registerClient, relyingParty, startCodeFlow, type Person, type RegisteredClient } from './relying-party.js';

export interface OidcFixture {
  server: TestServer;
  owner: IssuedSession;
  client: RegisteredClient;
  rp: oidc.Configuration;
}

/** A Foyer server with an owner and one confidential client registered by that owner, for the suite. */
export function useOidcServer(factory: StoreFactory): () => OidcFixture {
  let fixture: OidcFixture | undefined;
  beforeAll(async () => {
    const server = await startTestServer({ factory });
    const owner = await signIn(server, { role: 'owner', fullName: 'Olga', email: 'olga@example.com', avatar: '/avatars/olga.png', sourceProvider: 'email' });
    const client = (await (await registerClient(server, owner.sessionToken)).json()) as RegisteredClient;
    fixture = { server, owner, client, rp: await relyingParty(server, client) };
  });
  afterAll(async () => {
    await fixture?.server.close();
  });
  return () => {
    if (!fixture) throw new Error('the OIDC server is not started');
    return fixture;
  };
}

/** A browser signed in to Foyer as a new user of `server`. */
export async function newPerson(server: TestServer, user: Parameters<typeof signIn>[1] = {}): Promise<Person & { session: IssuedSession }> {
  const session = await signIn(server, { fullName: 'Pat', email: 'pat@example.com', sourceProvider: 'email', ...user });
  return { jar: new CookieJar(), sessionToken: session.sessionToken, session };
}

/** A code flow for `person`, signing in and consenting: the callback URL and the PKCE verifier and state it was started with. */
export async function consentedCallback(fixture: OidcFixture, person: Person, parameters: Record<string, string> = {}) {
  const flow = await startCodeFlow(fixture.rp, parameters);
  const { redirect } = await authorize(fixture.server, person, flow.url, ['login', 'consent']);
  if (!redirect) throw new Error('the authorization request did not come back to the app');
  return { ...flow, callback: redirect };
}
