import { TOAST } from '@foyer/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslate } from '../i18n/translate.js';
import { Toaster } from './toaster.js';
import { useToastQueue, type PushToast } from './use-toast-queue.js';

let push: PushToast;

function Harness() {
  const queue = useToastQueue();
  push = queue.push;
  return <Toaster toasts={queue.toasts} dismiss={queue.dismiss} theme="light" t={createTranslate('en')} />;
}

const shown = () => screen.queryAllByText(/^toast /).map((toast) => toast.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  render(<Harness />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast queue (SPEC §9)', () => {
  it('keeps at most 3; a fourth pushes out the oldest', () => {
    act(() => ['toast 1', 'toast 2', 'toast 3', 'toast 4'].forEach((message) => push('info', message)));
    expect(TOAST.max).toBe(3);
    expect(shown()).toEqual(['toast 2', 'toast 3', 'toast 4']);
  });

  it('hides a toast after 5 s and an error after 15 s', () => {
    act(() => {
      push('success', 'toast ok');
      push('error', 'toast bad');
    });
    act(() => vi.advanceTimersByTime(TOAST.autoHideMs - 1));
    expect(shown()).toEqual(['toast ok', 'toast bad']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['toast bad']);
    act(() => vi.advanceTimersByTime(TOAST.errorAutoHideMs - TOAST.autoHideMs - 1));
    expect(shown()).toEqual(['toast bad']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('announces errors and warnings as alerts and the rest as status, each dismissible', () => {
    act(() => {
      push('success', 'toast ok');
      push('warning', 'toast refused');
      push('error', 'toast bad');
    });
    expect(screen.getByRole('status').textContent).toContain('toast ok');
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['toast refused', 'toast bad']);
    act(() => screen.getAllByRole('button', { name: 'Dismiss' })[0]?.click());
    expect(shown()).toEqual(['toast refused', 'toast bad']);
  });
});
