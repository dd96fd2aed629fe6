import { TIME } from '@foyer/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../session/session-provider.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { TimeWidget } from './time-widget.js';

useSessionTestEnvironment();

const MOMENT = '2025-01-02T03:04:05Z';
const ago = (ms: number) => Date.now() - ms;

beforeEach(() => vi.stubEnv('TZ', 'Asia/Shanghai'));
afterEach(() => vi.unstubAllEnvs());

describe('TimeWidget (SPEC §2.17)', () => {
  it.each([
    [ago(5 * TIME.minute), '5 minutes ago'],
    [ago(-2 * TIME.hour), 'in 2 hours'],
    [ago(TIME.day), 'yesterday'],
    [ago(3 * 7 * TIME.day), '3 weeks ago'],
    [ago(400 * TIME.day), 'last year'],
  ])('says how long ago in words (%#: %s)', (value, text) => {
    render(<TimeWidget value={value} />);
    expect(screen.getByText(text).tagName).toBe('TIME');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the date and time on hover of a relative time, and the moment to machines', () => {
    render(<TimeWidget value={MOMENT} />);
    const time = document.querySelector('time');
    expect(time?.getAttribute('title')).toBe('Jan 2, 2025, 11:04 AM GMT+8');
    expect(time?.getAttribute('dateTime')).toBe('2025-01-02T03:04:05.000Z');
  });

  it('words relative time in the session language', async () => {
    render(
      <SessionProvider locale="zh">
        <TimeWidget value={ago(5 * TIME.minute)} />
      </SessionProvider>,
    );
    expect(await screen.findByText('5分钟前')).toBeTruthy();
  });

  it('shows local date and time, switching to UTC and back', async () => {
    const user = userEvent.setup();
    render(<TimeWidget value={MOMENT} mode="absolute" />);
    const toggle = screen.getByRole('button', { name: 'Show in UTC' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Jan 2, 2025, 11:04 AM GMT+8')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Jan 2, 2025, 03:04 AM UTC')).toBeTruthy();
    await user.click(toggle);
    expect(screen.getByText('Jan 2, 2025, 11:04 AM GMT+8')).toBeTruthy();
  });

  it('starts in UTC in utc mode', async () => {
    const user = userEvent.setup();
    render(<TimeWidget value={new Date(MOMENT)} mode="utc" />);
    expect(screen.getByText('Jan 2, 2025, 03:04 AM UTC')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show in UTC', pressed: true }));
    expect(screen.getByText('Jan 2, 2025, 11:04 AM GMT+8')).toBeTruthy();
  });

  it('combines relative and absolute time, the toggle switching the absolute part', async () => {
    const user = userEvent.setup();
    const value = ago(5 * TIME.minute);
    render(<TimeWidget value={value} mode="combined" />);
    const local = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit' }).format(value);
    expect(document.querySelector('time')?.textContent).toMatch(new RegExp(`^5 minutes ago \\(.+, ${local} GMT\\+8\\)$`));
    await user.click(screen.getByRole('button', { name: 'Show in UTC' }));
    expect(document.querySelector('time')?.textContent).toMatch(/^5 minutes ago \(.+ UTC\)$/);
  });

  it('shows nothing for a value that is not a date', () => {
    const { container } = render(<TimeWidget value="not a date" mode="combined" />);
    expect(container.textContent).toBe('');
  });
});
