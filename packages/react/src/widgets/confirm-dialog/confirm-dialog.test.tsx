import { DELAYS } from '@foyer/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../session/session-provider.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { ConfirmDialog } from './confirm-dialog.js';

useSessionTestEnvironment();

const TITLE = 'Switch account?';
const CONTENT = 'You will be signed in as Bob.';

/** A page that asks, and forgets what it asked as soon as the dialog closes. */
function Page({ onConfirm, texts = {} }: { onConfirm(): unknown; texts?: { confirmText?: string; cancelText?: string } }) {
  const [question, setQuestion] = useState<{ title: string; content: string } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setQuestion({ title: TITLE, content: CONTENT })}>
        Ask
      </button>
      <ConfirmDialog open={question !== null} title={question?.title} content={question?.content} {...texts} onConfirm={onConfirm} onClose={() => setQuestion(null)} />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

async function ask(onConfirm: () => unknown = () => undefined, texts?: { confirmText?: string; cancelText?: string }) {
  const user = userEvent.setup();
  render(<Page onConfirm={onConfirm} texts={texts} />);
  const opener = screen.getByRole('button', { name: 'Ask' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: TITLE });
  return { user, opener, dialog };
}

let fadeStyle: HTMLStyleElement | undefined;
afterEach(() => fadeStyle?.remove());

describe('ConfirmDialog (SPEC §2.19)', () => {
  it('is a modal labelled by its title and described by its content, focus kept inside', async () => {
    const { user, dialog } = await ask();
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText(CONTENT).id);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const buttons = within(dialog).getAllByRole('button').map((button) => button.textContent || button.getAttribute('aria-label'));
    expect(buttons).toEqual(['Close', 'Cancel', 'Confirm']);
    for (let step = 0; step < 5; step++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('takes its own button texts, in the session language otherwise', async () => {
    await ask(() => undefined, { confirmText: 'Switch', cancelText: 'Stay' });
    expect(screen.getByRole('button', { name: 'Switch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeTruthy();
  });

  it('labels its buttons in Chinese in a Chinese session', async () => {
    const user = userEvent.setup();
    render(
      <SessionProvider locale="zh">
        <Page onConfirm={() => undefined} />
      </SessionProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    expect(within(dialog).getByRole('button', { name: '确认' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('shows loading on Confirm until the handler settles, then closes and gives focus back', async () => {
    const handler = deferred();
    const onConfirm = vi.fn(() => handler.promise);
    const { user, opener, dialog } = await ask(onConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await act(async () => handler.resolve());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Radix hands focus back on a zero-delay timer after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('stays open with everything in place when the handler fails, saying why, and can be tried again', async () => {
    const handler = deferred();
    const { user, dialog } = await ask(() => handler.promise);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await act(async () => handler.reject(new Error('Switch passport failed')));
    expect(within(dialog).getByRole('alert').textContent).toBe('Switch passport failed');
    expect(within(dialog).getByText(TITLE)).toBeTruthy();
    expect(within(dialog).getByText(CONTENT)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm.getAttribute('aria-busy')).toBe('false');
    expect(confirm).toHaveProperty('disabled', false);
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBe(dialog);
  });

  it('ignores Escape and clicks on the backdrop', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await ask(onConfirm);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBe(dialog);
    const backdrop = document.querySelector('.foyer-overlay') as HTMLElement;
    await user.click(backdrop);
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBe(dialog);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each(['Cancel', 'Close'])('closes with %s without confirming', async (button) => {
    const onConfirm = vi.fn();
    const { user, opener, dialog } = await ask(onConfirm);
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps its texts through the closing fade although the page forgot them, and resets them 300 ms after closing', async () => {
    // The real stylesheet, so the dialog fades out as in a browser.
    fadeStyle = Object.assign(document.createElement('style'), { textContent: readFileSync(join(import.meta.dirname, 'confirm-dialog.css'), 'utf8') });
    document.head.append(fadeStyle);
    const { dialog } = await ask(() => undefined, { confirmText: 'Switch' });
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(dialog.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(DELAYS.confirmResetMs - 1));
    expect(within(dialog).getByText(TITLE)).toBeTruthy();
    expect(within(dialog).getByText(CONTENT)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Switch' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).queryByText(TITLE)).toBeNull();
    expect(within(dialog).queryByText(CONTENT)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    fireEvent.animationEnd(dialog, { animationName: 'foyer-confirm-out' });
    expect(dialog.isConnected).toBe(false);
  });
});
