import { BRIDGE_MESSAGE_TYPE, PATHS } from '@foyer/core';
import { waitFor, within } from '@testing-library/react';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { APP_INFO } from '../test-support/fake-api.js';
import { openConnectDialog } from '../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';

const HOST_ORIGIN = 'https://host.test';
const api = useSessionTestEnvironment();

let host: Window;
let posted: MockInstance;

/** This page inside a frame of `origin` (happy-dom has no ancestorOrigins; the referrer names the framing page). */
function frameIn(parent: unknown, origin: string): void {
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(document, 'referrer', { value: origin && `${origin}/shop`, configurable: true });
}

const trustedDomainsAsked = () => api().callsTo('GET', PATHS.federatedTrustedDomains).length > 0;

describe('SessionProvider inside a host frame', () => {
  beforeEach(() => {
    host = new Window({ url: `${HOST_ORIGIN}/shop` });
    posted = vi.spyOn(host, 'postMessage');
    api().override('GET', PATHS.federatedTrustedDomains, () => Response.json({ domains: [APP_INFO.appUrl, HOST_ORIGIN] }));
  });

  afterEach(async () => {
    frameIn(window, '');
    await host.happyDOM.close();
  });

  it('loads the bridge and tells a trusted host onLoginCancel when the sign-in dialog closes without a sign-in', async () => {
    frameIn(host, HOST_ORIGIN);
    const { dialog, user } = await openConnectDialog();
    await waitFor(() => expect(trustedDomainsAsked()).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(posted).toHaveBeenCalled());
    expect(posted.mock.calls).toEqual([[{ type: BRIDGE_MESSAGE_TYPE, event: 'onLoginCancel', payload: expect.objectContaining({ did: '', appPid: APP_INFO.appPid }) }, HOST_ORIGIN]]);
  });

  it('tells a host the app does not trust nothing', async () => {
    frameIn(host, 'https://evil.test');
    const { dialog, user } = await openConnectDialog();
    await waitFor(() => expect(trustedDomainsAsked()).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).not.toHaveBeenCalled();
  });

  it('loads no bridge on a page that is not framed', async () => {
    const { dialog, user } = await openConnectDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api().callsTo('GET', PATHS.appMetadataScript)).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trustedDomainsAsked()).toBe(false);
  });
});
