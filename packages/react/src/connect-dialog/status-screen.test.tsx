import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusScreen } from './status-screen.js';

afterEach(cleanup);

describe('StatusScreen (SPEC §2.4)', () => {
  it('announces progress politely with a labelled spinner', () => {
    render(<StatusScreen status="scanned" title="Verifying…" />);
    expect(screen.getByRole('status').textContent).toContain('Verifying…');
    expect(screen.getByRole('progressbar', { name: 'Verifying…' })).toBeTruthy();
  });

  it.each(['error', 'busy'] as const)('announces %s as an alert with Back and, when offered, Retry', (status) => {
    const back = vi.fn();
    const retry = vi.fn();
    render(<StatusScreen status={status} title="Failed" message="Busy processing" back={{ label: 'Back', onClick: back }} retry={{ label: 'Retry', onClick: retry }} />);
    expect(screen.getByRole('alert').textContent).toContain('Busy processing');
    screen.getByRole('button', { name: 'Back' }).click();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(back).toHaveBeenCalledOnce();
    expect(retry).toHaveBeenCalledOnce();
  });
});
