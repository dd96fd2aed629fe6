import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, formatMessage, PAGE_QUERY, PATHS } from '@foyer/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_INFO, makeUser } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { openMenu, renderSignedIn } from './test-support/render-signed-in.js';

useSessionTestEnvironment();

afterEach(() => {
  vi.restoreAllMocks();
});

const ALL_ON = { allowWallet: true, allowEmail: true, allowPasskey: true, emailKyc: false, oauthProviders: [] };
const BANNER = 'Connect your DID Wallet for enhanced security';
const INVITE_COPIED = 'Your invite link has been copied to the clipboard. Send it to your friends to complete the invitation';

/** Clicks 'Invite friends' and lets the link request and the clipboard settle. */
async function clickInvite() {
  await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Invite friends' })));
}

describe("the wallet banner: 'Connect your DID Wallet for enhanced security'", () => {
  it('is offered to a user without a wallet, and opens bind wallet on the wallet QR code', async () => {
    const { server } = await renderSignedIn(makeUser(), {
      prepare: (fake) =>
        fake.override('GET', `${AUTH_SERVICE_PREFIX}/bind-wallet/token`, () =>
          Response.json({ token: 't1', url: `http://localhost${AUTH_SERVICE_PREFIX}/bind-wallet/auth?${CONNECT_QUERY.token}=t1`, appInfo: APP_INFO }),
        ),
    });
    await openMenu('Alice Liddell');
    await userEvent.click(screen.getByRole('menuitem', { name: BANNER }));

    expect(screen.queryByRole('menu')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Scan with DID Wallet to connect it to your account' })).toBeTruthy();
    expect(server.callsTo('GET', `${AUTH_SERVICE_PREFIX}/bind-wallet/token`)).toHaveLength(1);
  });

  it('is not offered to a user who has a wallet', async () => {
    await renderSignedIn(makeUser({ walletDid: 'z1walletOfAlice00000' }));
    await openMenu('Alice Liddell');
    expect(screen.queryByRole('menuitem', { name: BANNER })).toBeNull();
  });
});

describe("'Invite friends'", () => {
  it('is offered only when the app has invites on', async () => {
    await renderSignedIn(makeUser(), { prepare: (fake) => fake.setConnectOptions({ ...ALL_ON, invitesEnabled: false }) });
    await openMenu('Alice Liddell');
    expect(screen.queryByRole('menuitem', { name: 'Invite friends' })).toBeNull();
  });

  it('copies the invite link, says so, and closes the menu', async () => {
    const user = makeUser();
    await renderSignedIn(user, { prepare: (fake) => fake.setConnectOptions({ ...ALL_ON, invitesEnabled: true }) });
    await openMenu('Alice Liddell');
    const writes = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await clickInvite();

    expect(writes).toHaveBeenCalledWith(`${APP_INFO.appUrl}/?${PAGE_QUERY.inviter}=${user.did}`);
    expect((await screen.findByRole('status')).textContent).toBe(INVITE_COPIED);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each([
    ['Linux x86_64', 'Copy to clipboard: Ctrl+C, Enter'],
    ['MacIntel', 'Copy to clipboard: Cmd+C, Enter'],
  ])('without clipboard access on %s, prompts "%s" with the link instead of claiming a copy', async (platform, message) => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
    const user = makeUser();
    await renderSignedIn(user, { prepare: (fake) => fake.setConnectOptions({ ...ALL_ON, invitesEnabled: true }) });
    await openMenu('Alice Liddell');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const prompt = vi.fn(() => null);
    vi.stubGlobal('prompt', prompt);
    await clickInvite();

    expect(prompt).toHaveBeenCalledWith(message, `${APP_INFO.appUrl}/?${PAGE_QUERY.inviter}=${user.did}`);
    expect(screen.queryByText(INVITE_COPIED)).toBeNull();
  });

  it("shows the server's refusal when there is no link to copy", async () => {
    await renderSignedIn(makeUser(), {
      prepare: (fake) => {
        fake.setConnectOptions({ ...ALL_ON, invitesEnabled: true });
        fake.override('GET', PATHS.inviteLink, (call) => fake.fail('inviteDepthExceeded', call, { max: 8 }));
      },
    });
    await openMenu('Alice Liddell');
    const writes = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await clickInvite();

    expect((await screen.findByRole('alert')).textContent).toBe(formatMessage('inviteDepthExceeded', { max: 8 }));
    expect(writes).not.toHaveBeenCalled();
  });
});
