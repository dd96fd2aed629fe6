import { createTokenStore } from '@foyer/client';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/session-provider.js';
import { createFakeApi, makeUser, type FakeApi } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { API_PATHS } from '../util/api-paths.js';
import type { ClientSummary } from './client-summary.js';
import { OAuthClients } from './oauth-clients.js';
import { CLI_APP, json, NEW_SECRET, NOTES_APP, oauthRefusal, serveClients } from './test-support/serve-clients.js';

useSessionTestEnvironment();
const NOTES_PATH = `${API_PATHS.oauthClients}/${NOTES_APP.clientId}`;

/** The owner's page with the client list, signed in on a fake server; `prepare` sets its answers first. */
function renderPage(clients: ClientSummary[], prepare?: (server: FakeApi) => void) {
  const server = createFakeApi(makeUser({ role: 'owner' }));
  serveClients(server, clients);
  prepare?.(server);
  vi.stubGlobal('fetch', server.fetch);
  const tokens = server.signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider storageEngine="cookie">
      <OAuthClients />
    </SessionProvider>,
  );
  return { server, tokens, user: userEvent.setup() };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

async function confirmIn(user: ReturnType<typeof userEvent.setup>, title: string, confirmText: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: confirmText }));
  return dialog;
}

describe('OAuthClients', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each client with its logo, id, redirect URIs, times, and the bearer of the session', async () => {
    const { server, tokens } = renderPage([NOTES_APP, CLI_APP]);
    const notes = await rowOf('Notes app');
    expect(within(notes).getByText(NOTES_APP.clientId)).toBeTruthy();
    expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(NOTES_APP.redirectUris);
    expect(notes.querySelector('img')?.getAttribute('src')).toBe(NOTES_APP.logoUri);
    expect(within(notes).getByText('3 days ago')).toBeTruthy();
    expect(within(notes).getByText(/^in \d+ months$/)).toBeTruthy();
    expect(within(notes).getByRole('button', { name: 'Rotate secret of Notes app' }).textContent).toBe('Rotate secret');
    expect(within(notes).getByRole('button', { name: 'Delete Notes app' }).textContent).toBe('Delete');

    // A client registered without a name goes by its id; a public one has no secret to rotate.
    const cli = await rowOf(CLI_APP.clientId);
    expect(within(cli).getByText('Public client')).toBeTruthy();
    expect(within(cli).queryByRole('button', { name: /Rotate secret/ })).toBeNull();
    expect(server.callsTo('GET', API_PATHS.oauthClients)[0]?.bearer).toBe(tokens.sessionToken);
  });

  it('says it is loading until the list arrives, then that there are no clients', async () => {
    const answer = deferred<Response>();
    renderPage([], (server) => server.override('GET', API_PATHS.oauthClients, () => answer.promise));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await act(async () => answer.resolve(json(200, { clients: [] })));
    expect(await screen.findByText('No OAuth clients are registered yet.')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('rotates a secret after confirming and shows the new one once, with a copy button', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { server, user } = renderPage([NOTES_APP]);
    await user.click(within(await rowOf('Notes app')).getByRole('button', { name: 'Rotate secret of Notes app' }));
    const dialog = await confirmIn(user, 'Rotate client secret', 'Rotate secret');
    expect(dialog.textContent).toContain('Rotate the secret of Notes app? The current secret stops working at once.');

    const panel = await screen.findByRole('region', { name: 'New secret for Notes app' });
    expect(within(panel).getByText(NEW_SECRET)).toBeTruthy();
    expect(within(panel).getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.callsTo('POST', `${NOTES_PATH}/secret`)).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith(NEW_SECRET);
    expect(within(panel).getByRole('button', { name: 'Copied' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(NEW_SECRET)).toBeNull();
  });

  it('deletes a client after confirming, its buttons loading while the request runs, and drops its row', async () => {
    const answer = deferred<Response>();
    const { server, user } = renderPage([NOTES_APP, CLI_APP], (fake) => fake.override('DELETE', NOTES_PATH, () => answer.promise));
    const notes = await rowOf('Notes app');
    await user.click(within(notes).getByRole('button', { name: 'Delete Notes app' }));
    const dialog = await confirmIn(user, 'Delete OAuth client', 'Delete');
    expect(dialog.textContent).toContain('Delete Notes app? Apps using it are signed out at once.');
    expect(within(dialog).getByRole('button', { name: 'Delete' }).getAttribute('aria-busy')).toBe('true');
    const rowButton = within(notes).getByRole('button', { name: 'Delete Notes app', hidden: true });
    expect(rowButton.getAttribute('aria-busy')).toBe('true');
    expect(rowButton).toHaveProperty('disabled', true);

    await act(async () => answer.resolve(new Response(null, { status: 204 })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Notes app' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: CLI_APP.clientId })).toBeTruthy();
    expect(server.callsTo('DELETE', NOTES_PATH)).toHaveLength(1);
  });

  it("shows the server's description when the caller is neither owner nor admin", async () => {
    renderPage([NOTES_APP], (server) =>
      server.override('GET', API_PATHS.oauthClients, () => oauthRefusal(403, 'insufficient_scope', 'Only an owner or admin may manage OAuth clients')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Only an owner or admin may manage OAuth clients');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("keeps the confirm dialog open with the server's description when a rotation is refused", async () => {
    const { user } = renderPage([NOTES_APP], (server) =>
      server.override('POST', `${NOTES_PATH}/secret`, () => oauthRefusal(404, 'invalid_client', 'No such client')),
    );
    await user.click(within(await rowOf('Notes app')).getByRole('button', { name: 'Rotate secret of Notes app' }));
    const dialog = await confirmIn(user, 'Rotate client secret', 'Rotate secret');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No such client');
    expect(screen.queryByRole('region', { name: /New secret/ })).toBeNull();
  });
});
