import { readStorageAccessRecord, writeStorageAccessRecord } from '@foyer/client';
import { PATHS } from '@foyer/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToPage } from '../../../../client/src/oauth/test-support/fake-popup.js';
import { SessionProvider } from '../../session/session-provider.js';
import { useSession } from '../../session/use-session.js';
import { FEDERATED_ASSERTION, MASTER_APP } from '../../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';

const api = useSessionTestEnvironment();
const MASTER_ORIGIN = new URL(MASTER_APP.appUrl).origin;

function Probe() {
  const { user, initialized } = useSession();
  return <output aria-label="probe">{`${initialized ? 'ready' : 'starting'}:${user?.fullName ?? 'nobody'}`}</output>;
}

const renderApp = () =>
  render(
    <SessionProvider storageEngine="cookie">
      <Probe />
    </SessionProvider>,
  );

/** The bridge frame the provider put in the page, once it is there. */
const bridgeFrame = () => waitFor(() => document.querySelector<HTMLIFrameElement>('iframe.foyer-shared-bridge') ?? Promise.reject(new Error('no bridge frame')));

describe('automatic federated sign-in through the master bridge frame (issue 14)', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
    vi.restoreAllMocks();
  });

  it('signs a signed-out visitor in with no click when the frame hands over an assertion, and records granted', async () => {
    api().setFederation('approved');
    writeStorageAccessRecord(MASTER_APP.appUrl, 'prompt');
    renderApp();
    const frame = await bridgeFrame();
    expect(frame.getAttribute('src')).toContain(`${MASTER_ORIGIN}${PATHS.sharedBridge}?`);
    postToPage({ type: 'storage_access', state: 'granted' }, MASTER_ORIGIN, frame.contentWindow);
    postToPage({ type: 'federated_login', assertion: FEDERATED_ASSERTION }, MASTER_ORIGIN, frame.contentWindow);

    await waitFor(() => expect(screen.getByLabelText('probe').textContent).toBe('ready:Alice Liddell'));
    expect(api().callsTo('POST', PATHS.federatedLoginMaster).map((call) => call.body)).toEqual([{ assertion: FEDERATED_ASSERTION }]);
    expect(readStorageAccessRecord(MASTER_APP.appUrl)?.state).toBe('granted');
  });

  it("shows 'Auto login federated account failed' and logs it when the master refuses", async () => {
    api().setFederation('approved');
    writeStorageAccessRecord(MASTER_APP.appUrl, 'granted');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp();
    const frame = await bridgeFrame();
    postToPage({ type: 'federated_login', error: 'federationNotMember' }, MASTER_ORIGIN, frame.contentWindow);

    expect(await screen.findByText('Auto login federated account failed')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByLabelText('probe').textContent).toBe('ready:nobody');
  });

  it.each([
    ['the visitor never used the master here (no record)', null],
    ['storage access was denied', 'denied' as const],
  ])('loads no frame when %s', async (_, state) => {
    api().setFederation('approved');
    if (state) writeStorageAccessRecord(MASTER_APP.appUrl, state);
    renderApp();
    await waitFor(() => expect(screen.getByLabelText('probe').textContent).toBe('ready:nobody'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('iframe.foyer-shared-bridge')).toBeNull();
  });

  it('loads no frame while the federation is not approved', async () => {
    api().setFederation('pending');
    writeStorageAccessRecord(MASTER_APP.appUrl, 'granted');
    renderApp();
    await waitFor(() => expect(screen.getByLabelText('probe').textContent).toBe('ready:nobody'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('iframe.foyer-shared-bridge')).toBeNull();
  });
});
