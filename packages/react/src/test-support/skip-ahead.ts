import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Runs at once what the page would do within the next `ms`: the next status check, the dialog's close. For fake timers
 * installed with `shouldAdvanceTime`, so time otherwise runs as usual and a test waits no seconds out.
 */
export const skipAhead = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
