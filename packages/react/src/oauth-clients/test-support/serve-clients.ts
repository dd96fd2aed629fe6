import type { FakeApi } from '../../test-support/fake-api.js';
import { API_PATHS } from '../../util/api-paths.js';
import type { ClientSummary } from '../client-summary.js';

const DAY = 24 * 60 * 60 * 1000;

export const NOTES_APP: ClientSummary = {
  clientId: 'notes-client',
  clientName: 'Notes app',
  logoUri: 'https://notes.example/logo.png',
  redirectUris: ['https://notes.example/callback', 'https://notes.example/silent'],
  public: false,
  createdAt: Date.now() - 3 * DAY,
  secretExpiresAt: Date.now() + 300 * DAY,
};

export const CLI_APP: ClientSummary = {
  clientId: 'cli-client',
  clientName: null,
  logoUri: null,
  redirectUris: ['http://127.0.0.1/callback'],
  public: true,
  createdAt: Date.now() - DAY,
  secretExpiresAt: null,
};

export const NEW_SECRET = 'fresh-secret-shown-once';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's OAuth refusal, as `oauthError` answers it. */
export const oauthRefusal = (status: number, error: string, description: string) => json(status, { error, error_description: description });

/** The owner/admin client API on the fake server, holding `clients` until one is deleted. */
export function serveClients(server: FakeApi, clients: ClientSummary[]): void {
  let list = [...clients];
  server.override('GET', API_PATHS.oauthClients, () => json(200, { clients: list }));
  for (const client of clients) {
    const path = `${API_PATHS.oauthClients}/${client.clientId}`;
    server.override('POST', `${path}/secret`, () => json(200, { ...client, clientSecret: NEW_SECRET }));
    server.override('DELETE', path, () => {
      list = list.filter((entry) => entry.clientId !== client.clientId);
      return new Response(null, { status: 204 });
    });
  }
}
