import { createTokenStore } from '@foyer/client';
import { AUTH_SERVICE_PREFIX, CONNECT, CONNECT_QUERY, PATHS, sealForPage, type SessionUser, type WalletSessionAction } from '@foyer/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../session/session-provider.js';
import { useSession } from '../../session/use-session.js';
import { APP_INFO, createFakeApi, makeUser, type FakeApi } from '../../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { skipAhead } from '../../test-support/skip-ahead.js';

useSessionTestEnvironment();
// Time runs as usual, and a test skips ahead to the next status check or the dialog's close instead of waiting seconds for it.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

const WALLET_DID = 'z1walletOfAlice00000';
const BOB = makeUser({ did: 'z1bobDid000000000000', fullName: 'Bob Builder', permanentDid: 'z1bobDid000000000000', connectedDids: ['z1bobDid000000000000'] });
const CALLS = { 'bind-wallet': 'bindWallet', 'switch-profile': 'switchProfile', 'switch-did': 'switchDid' } as const;
const authUrl = (action: string, token: string) => `http://localhost${AUTH_SERVICE_PREFIX}/${action}/auth?${CONNECT_QUERY.token}=${token}`;

/** Buttons that start each wallet flow, and what has settled so far. */
function WalletFlows({ settled }: { settled: string[] }) {
  const session = useSession();
  return (
    <>
      <p>{session.user ? `Signed in as ${session.user.fullName}` : 'Signed out'}</p>
      {Object.entries(CALLS).map(([action, call]) => (
        <button key={action} type="button" onClick={() => void session[call]().then(() => settled.push(action))}>
          {action}
        </button>
      ))}
    </>
  );
}

/** A signed-in page offering e-mail, passkeys and GitHub too, as a sign-in dialog would list them. */
async function signedInAs(user: SessionUser) {
  const server = createFakeApi(user);
  server.setOAuthProviders([{ provider: 'github', order: 50 }]);
  vi.stubGlobal('fetch', server.fetch);
  const tokens = server.signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  const settled: string[] = [];
  render(
    <SessionProvider storageEngine="cookie">
      <WalletFlows settled={settled} />
    </SessionProvider>,
  );
  await screen.findByText(`Signed in as ${user.fullName}`);
  return { server, tokens, settled };
}

/** The connect routes of `action`: one session t1, whose status the test sets; `approve` seals `result` to the page key. */
function connectRoutes(server: FakeApi, action: WalletSessionAction) {
  let pageKey = '';
  let answer: () => unknown = () => ({ status: 'created' });
  server.override('GET', `${AUTH_SERVICE_PREFIX}/${action}/token`, (call) => {
    pageKey = call.query.get(CONNECT_QUERY.encryptionKey) ?? '';
    return Response.json({ token: 't1', url: authUrl(action, 't1'), appInfo: APP_INFO });
  });
  server.override('GET', `${AUTH_SERVICE_PREFIX}/${action}/status`, async () => Response.json(await answer()));
  return {
    approve(result: object): void {
      answer = async () => ({ status: 'succeed', result: await sealForPage(pageKey, JSON.stringify(result), 't1') });
    },
  };
}

describe('the wallet flows of useSession', () => {
  it('skips bind-wallet for a user who has a wallet: no dialog, no connect session, settled at once', async () => {
    const { server, settled } = await signedInAs(makeUser({ walletDid: WALLET_DID }));
    await userEvent.click(screen.getByRole('button', { name: 'bind-wallet' }));
    await waitFor(() => expect(settled).toEqual(['bind-wallet']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.filter((call) => call.path.startsWith(`${AUTH_SERVICE_PREFIX}/bind-wallet/`))).toEqual([]);
  });

  it.each([
    ['bind-wallet', 'Scan with DID Wallet to connect it to your account', null],
    ['switch-profile', 'Scan with your DID Wallet to share its profile', WALLET_DID],
    ['switch-did', 'Scan with DID Wallet to sign in', null],
  ] as const)('opens %s on the wallet alone, straight to its QR code, with the session that asks', async (action, scanLabel, forceConnected) => {
    const { server, tokens } = await signedInAs(makeUser({ walletDid: action === 'bind-wallet' ? undefined : WALLET_DID }));
    connectRoutes(server, action);
    await userEvent.click(screen.getByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img', { name: scanLabel });
    expect(within(dialog).queryByRole('list', { name: 'Sign-in methods' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /email|Passkey|GitHub/ })).toBeNull();
    const [opened] = server.callsTo('GET', `${AUTH_SERVICE_PREFIX}/${action}/token`);
    expect(opened?.bearer).toBe(tokens.sessionToken);
    expect(opened?.query.get('forceConnected')).toBe(forceConnected);
  });

  it('ends bind-wallet on "DID Wallet connected" with the reloaded user, and settles once the dialog closes', async () => {
    const { server, tokens, settled } = await signedInAs(makeUser());
    const routes = connectRoutes(server, 'bind-wallet');
    server.override('GET', PATHS.session, () => Response.json({ user: makeUser({ fullName: 'Alice Bound', walletDid: WALLET_DID }) }));
    await userEvent.click(screen.getByRole('button', { name: 'bind-wallet' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img', { name: 'Scan with DID Wallet to connect it to your account' });
    routes.approve({ walletDid: WALLET_DID });
    await skipAhead(CONNECT.checkIntervalMs);

    expect(await within(dialog).findByText('DID Wallet connected')).toBeTruthy();
    expect(within(dialog).queryByText('Signed in')).toBeNull();
    expect(await screen.findByText('Signed in as Alice Bound')).toBeTruthy();
    expect(createTokenStore('cookie').getSessionToken(), 'binding signs no one in').toBe(tokens.sessionToken);
    expect(settled).toEqual([]);
    await skipAhead(CONNECT.successCloseDelayMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(settled).toEqual(['bind-wallet']);
  });

  it('ends switch-profile on "Profile updated"', async () => {
    const { server } = await signedInAs(makeUser({ walletDid: WALLET_DID }));
    const routes = connectRoutes(server, 'switch-profile');
    server.override('GET', PATHS.session, () => Response.json({ user: makeUser({ fullName: 'Alice Renamed', walletDid: WALLET_DID }) }));
    await userEvent.click(screen.getByRole('button', { name: 'switch-profile' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img');
    routes.approve({ did: 'z1aliceDid0000000000' });
    await skipAhead(CONNECT.checkIntervalMs);
    expect(await within(dialog).findByText('Profile updated')).toBeTruthy();
    expect(await screen.findByText('Signed in as Alice Renamed')).toBeTruthy();
  });

  it('signs the page in as the account switch-did answers for', async () => {
    const { server, tokens } = await signedInAs(makeUser());
    const routes = connectRoutes(server, 'switch-did');
    const bob = server.signIn();
    server.override('GET', PATHS.session, (call) => Response.json({ user: call.bearer === bob.sessionToken ? BOB : makeUser() }));
    await userEvent.click(screen.getByRole('button', { name: 'switch-did' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img');
    routes.approve({ ...bob, encrypted: false, user: BOB, walletOS: 'ios' });
    await skipAhead(CONNECT.checkIntervalMs);

    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(await screen.findByText('Signed in as Bob Builder')).toBeTruthy();
    expect(createTokenStore('cookie').getSessionToken()).not.toBe(tokens.sessionToken);
  });

  it('settles a flow closed before the wallet answered', async () => {
    const { server, settled } = await signedInAs(makeUser());
    connectRoutes(server, 'bind-wallet');
    await userEvent.click(screen.getByRole('button', { name: 'bind-wallet' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img');
    expect(settled).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(settled).toEqual(['bind-wallet']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing when signed out: no dialog, every flow settled at once', async () => {
    const settled: string[] = [];
    render(
      <SessionProvider storageEngine="cookie">
        <WalletFlows settled={settled} />
      </SessionProvider>,
    );
    await screen.findByText('Signed out');
    for (const action of Object.keys(CALLS)) await userEvent.click(screen.getByRole('button', { name: action }));
    await waitFor(() => expect(settled).toEqual(Object.keys(CALLS)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
