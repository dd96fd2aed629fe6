import { DELAYS, SIZES, WALLET_DOWNLOAD_URL } from '@foyer/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../session/session-provider.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { DidAddress } from './did-address.js';

useSessionTestEnvironment();

const DID = 'did:abt:z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';
const ETH = '0x8B7B2b4F7A391b6f14A81221AE0920a9735B67Fc';

/** happy-dom's own handle on the window, which innerWidth and matchMedia read. */
const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 768 });

const clipboardWrites = () => vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

afterEach(() => {
  vi.restoreAllMocks();
  setViewport(1024);
});

/** Clicks the copy button and lets the clipboard promise settle. */
async function clickCopy() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
}

describe('DidAddress (SPEC §2.20)', () => {
  it('shows 6 leading and 6 trailing characters, with the whole DID on hover and for screen readers', () => {
    render(<DidAddress did={DID} />);
    expect(screen.getByText('z1muQ3…LqtShA')).toBeTruthy();
    expect(screen.getByTitle(DID).textContent).toContain(DID);
    expect(screen.getByText('z1muQ3…LqtShA').getAttribute('aria-hidden')).toBe('true');
    cleanup();
    render(<DidAddress did={ETH} />);
    expect(screen.getByText('0x8B7B…5B67Fc')).toBeTruthy();
  });

  it('copies the whole DID and shows copied for 1.5 s', async () => {
    vi.useFakeTimers();
    const writes = clipboardWrites();
    render(<DidAddress did={DID} />);
    await clickCopy();
    expect(writes).toHaveBeenCalledWith(DID);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(DELAYS.copiedFlagMs - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('restarts the 1.5 s when copied again', async () => {
    vi.useFakeTimers();
    clipboardWrites();
    render(<DidAddress did={DID} />);
    await clickCopy();
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copied' })));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(DELAYS.copiedFlagMs - 1000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it.each([
    ['Linux x86_64', 'Copy to clipboard: Ctrl+C, Enter'],
    ['MacIntel', 'Copy to clipboard: Cmd+C, Enter'],
  ])('without clipboard access on %s, prompts "%s" with the DID and claims no copy', async (platform, message) => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const prompt = vi.fn(() => null);
    vi.stubGlobal('prompt', prompt);
    render(<DidAddress did={DID} />);
    await clickCopy();
    expect(prompt).toHaveBeenCalledWith(message, DID);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it.each([
    [599, ['Copied']],
    [600, []],
  ])('on a screen %i px wide, toasts the copy only if under 600 px', async (width, toasts) => {
    setViewport(width);
    clipboardWrites();
    render(
      <SessionProvider>
        <DidAddress did={DID} />
      </SessionProvider>,
    );
    await clickCopy();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).queryAllByRole('status').map((toast) => toast.textContent)).toEqual(toasts);
  });

  it('has no copy button when not copyable', () => {
    render(<DidAddress did={DID} copyable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the DID as a 256 px level-M QR code titled for its role, with where to get DID Wallet; closing returns focus', async () => {
    const user = userEvent.setup();
    render(<DidAddress did={DID} showQrCode roleName="application" />);
    const open = screen.getByRole('button', { name: 'Show QR code' });
    await user.click(open);
    const title = 'Scan with DID Wallet to view the application';
    const dialog = await screen.findByRole('dialog', { name: title });
    const qr = within(dialog).getByRole('img', { name: title });
    expect(qr.getAttribute('width')).toBe(String(SIZES.didQr.size));
    const modules = encode(DID, { border: 2, ecc: 'M' }).data.length;
    expect(modules, 'level M draws this DID denser than level L').not.toBe(encode(DID, { border: 2, ecc: 'L' }).data.length);
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules} ${modules}`);
    expect(within(dialog).getByText("Don't have DID Wallet ?")).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download it' }).getAttribute('href')).toBe(WALLET_DOWNLOAD_URL);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands focus back on a zero-delay timer after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('names the role "account" unless told, in the session language', async () => {
    const user = userEvent.setup();
    render(
      <SessionProvider locale="zh">
        <DidAddress did={DID} showQrCode />
      </SessionProvider>,
    );
    await user.click(screen.getByRole('button', { name: '显示二维码' }));
    expect(await screen.findByRole('dialog', { name: '使用 DID Wallet 扫码查看账户' })).toBeTruthy();
    cleanup();
    render(<DidAddress did={DID} showQrCode />);
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(await screen.findByRole('dialog', { name: 'Scan with DID Wallet to view the account' })).toBeTruthy();
  });
});
