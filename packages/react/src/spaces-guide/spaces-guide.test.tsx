import { BRIDGE_MESSAGE_TYPE, PATHS, SPACE_CONNECT_MESSAGE } from '@foyer/core';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Window as HostWindow } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { openMenu, renderSignedIn } from '../connect-button/test-support/render-signed-in.js';
import { APP_INFO, makeUser, type FakeApi } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';

useSessionTestEnvironment();

const PROVIDER = 'http://spaces.example:4200';
const GATEWAY = { did: 'did:abt:zSpace', name: "Alice's space", url: `${PROVIDER}/spaces/did:abt:zSpace`, grant: 'a.b.c' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The app metadata names a space provider, as FOYER_SPACE_PROVIDERS does. */
const withProvider = (server: FakeApi) => server.override('GET', PATHS.appMetadataScript, () => json({ ...APP_INFO, spaceProvider: PROVIDER }));

/** A stand-in for the provider's popup, and what window.open was asked. */
function stubPopup() {
  const state = { closed: false };
  const popup = {
    get closed() {
      return state.closed;
    },
    close: () => (state.closed = true),
  } as unknown as Window;
  const open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
  const post = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: PROVIDER, source: popup }));
  return { popup, open, post };
}

const guide = () => screen.findByRole('dialog', { name: 'Connect to DID Spaces' });

describe('the storage-space guide (SPEC §2.13)', () => {
  it('is offered after sign-in when the app has a provider: its description and four features; Escape leaves it open, the close button shuts it', async () => {
    await renderSignedIn(makeUser(), { prepare: withProvider });
    const dialog = await guide();
    expect(within(dialog).getByText('Your secure, private, and reliable decentralized digital storage space.')).toBeTruthy();
    for (const feature of ['Data Security', 'Data Sharing', 'Data Sync', 'Data Integration']) expect(within(dialog).getByText(feature)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Connect to DID Spaces' })).toBe(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Disconnected, the avatar menu's storage row opens it again.
    const menu = await openMenu('Alice Liddell');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Storage space\s*Disconnected/ }));
    await guide();
  });

  it('is not offered without a provider, nor to a user with a space', async () => {
    await renderSignedIn(makeUser({ didSpace: { did: GATEWAY.did, name: GATEWAY.name } }), { prepare: withProvider });
    const menu = await openMenu('Alice Liddell');
    expect(within(menu).getByText(GATEWAY.name)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Connect to DID Spaces' })).toBeNull();
  });

  it('Connect Now opens the provider popup, records the space it posts, toasts success and shows the space in the menu', async () => {
    const { server } = await renderSignedIn(makeUser(), { prepare: withProvider });
    const { open, post } = stubPopup();
    server.override('PUT', PATHS.didSpace, (call) => {
      server.signInNext(makeUser({ didSpace: { did: GATEWAY.did, name: GATEWAY.name } }));
      return json({ ...makeUser(), didSpace: call.body['spaceGateway'] });
    });
    const dialog = await guide();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Now' }));
    expect(String((open.mock.calls[0] as unknown[])[0])).toMatch(new RegExp(`^${PROVIDER}/connect-to-did-space\\?provider=wallet&`));
    const connect = within(dialog).getByRole('button', { name: /Connect Now/ });
    expect(connect).toHaveProperty('disabled', true);
    expect(within(connect).getByRole('progressbar', { name: 'Connecting' })).toBeTruthy();

    post({ type: SPACE_CONNECT_MESSAGE, spaceGateway: GATEWAY });
    await screen.findByText('DID Space connected');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', PATHS.didSpace)[0]?.body).toEqual({ spaceGateway: GATEWAY });
    const menu = await openMenu('Alice Liddell');
    expect(within(menu).getByText(GATEWAY.name)).toBeTruthy();
  });

  it('on an error: an error toast with the reason, the guide closed, nothing recorded (SPEC §8)', async () => {
    const { server } = await renderSignedIn(makeUser(), { prepare: withProvider });
    const { post } = stubPopup();
    await userEvent.click(within(await guide()).getByRole('button', { name: 'Connect Now' }));
    post({ type: SPACE_CONNECT_MESSAGE, error: 'You have declined the authentication request' });
    expect((await screen.findByRole('alert')).textContent).toContain('You have declined the authentication request');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', PATHS.didSpace)).toEqual([]);
  });

  it('tells a host frame onDidSpaceCancel when the guide closes, and onDidSpaceConnected once a space is connected', async () => {
    const host = new HostWindow({ url: 'https://host.test/shop' });
    const posted = vi.spyOn(host, 'postMessage');
    Object.defineProperty(window, 'parent', { value: host, configurable: true });
    Object.defineProperty(document, 'referrer', { value: 'https://host.test/shop', configurable: true });
    try {
      const { server } = await renderSignedIn(makeUser(), {
        prepare(server) {
          withProvider(server);
          server.override('GET', PATHS.federatedTrustedDomains, () => json({ domains: ['https://host.test'] }));
        },
      });
      await waitFor(() => expect(server.callsTo('GET', PATHS.federatedTrustedDomains)).not.toHaveLength(0));
      await userEvent.click(within(await guide()).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: BRIDGE_MESSAGE_TYPE, event: 'onDidSpaceCancel' }), 'https://host.test'));

      const { post } = stubPopup();
      server.override('PUT', PATHS.didSpace, () => json(makeUser({ didSpace: { did: GATEWAY.did, name: GATEWAY.name } })));
      await userEvent.click(within(await openMenu('Alice Liddell')).getByRole('menuitem', { name: /Storage space/ }));
      await userEvent.click(within(await guide()).getByRole('button', { name: 'Connect Now' }));
      post({ type: SPACE_CONNECT_MESSAGE, spaceGateway: GATEWAY });
      await waitFor(() => expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: BRIDGE_MESSAGE_TYPE, event: 'onDidSpaceConnected' }), 'https://host.test'));
    } finally {
      Object.defineProperty(window, 'parent', { value: window, configurable: true });
      Object.defineProperty(document, 'referrer', { value: '', configurable: true });
      await host.happyDOM.close();
    }
  });

  it('speaks Chinese', async () => {
    await renderSignedIn(makeUser(), { prepare: withProvider, props: { locale: 'zh' } });
    const dialog = await screen.findByRole('dialog', { name: '连接到 DID Spaces' });
    expect(within(dialog).getByRole('button', { name: '立即连接' })).toBeTruthy();
    expect(within(dialog).getByText('数据安全')).toBeTruthy();
  });
});
