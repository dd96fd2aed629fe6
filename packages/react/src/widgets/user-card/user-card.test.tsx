import { DELAYS, USER_CARD, type CardMetadata } from '@foyer/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../session/session-provider.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { UserCard, type UserCardUser } from './user-card.js';

useSessionTestEnvironment();

const DID = 'z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';
const ALICE: UserCardUser = { did: DID, fullName: 'Alice Liddell' };
const FOUR: CardMetadata = {
  bio: 'Curious about rabbit holes.',
  email: 'alice@example.com',
  phone: { country: 'GB', phoneNumber: '+44 20 7946 0958' },
  location: 'Oxford',
  links: [{ url: 'https://wonderland.example/a/very/long/path/that/would/wrap/onto/several/lines' }],
};

/** The card's rows as a screen reader lists them: each term with its value. */
const rows = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('UserCard (SPEC §2.18)', () => {
  it('NameOnly tells the name and nothing else', () => {
    const { container } = render(<UserCard user={{ ...ALICE, metadata: FOUR }} infoType="NameOnly" />);
    expect(screen.getByText('Alice Liddell')).toBeTruthy();
    expect(screen.queryByText('z1muQ3…LqtShA')).toBeNull();
    expect(rows(container)).toEqual([]);
  });

  it('Minimal adds the shortened DID, and names a user without a name by e-mail', () => {
    render(<UserCard user={{ did: DID, email: 'alice@example.com', metadata: FOUR }} />);
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(screen.getByText('z1muQ3…LqtShA')).toBeTruthy();
    expect(screen.queryByText(FOUR.bio as string)).toBeNull();
  });

  it('Basic lists the bio and up to 4 fields one per row, the link on one line', () => {
    const { container } = render(<UserCard user={{ ...ALICE, metadata: FOUR }} infoType="Basic" />);
    expect(screen.getByText('Curious about rabbit holes.')).toBeTruthy();
    expect(rows(container)).toEqual([
      'Email: alice@example.com',
      'Phone: +44 20 7946 0958',
      'Location: Oxford',
      'Link: wonderland.example/a/very/long/path/that/would/wrap/onto/several/lines',
    ]);
    expect(container.querySelector('dl')?.getAttribute('data-layout')).toBe('list');
    expect(screen.getByRole('link', { name: 'alice@example.com' }).getAttribute('href')).toBe('mailto:alice@example.com');
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' }).getAttribute('href')).toBe('tel:+442079460958');
    const link = screen.getByRole('link', { name: /^wonderland/ });
    expect(link.getAttribute('href')).toBe(FOUR.links?.[0]?.url);
    expect(link.getAttribute('title')).toBe(FOUR.links?.[0]?.url);
    expect(link.style.getPropertyValue('--foyer-user-card-link-lines')).toBe(String(USER_CARD.linkLines));
  });

  it('lays out more than 4 fields as a grid', () => {
    const { container } = render(<UserCard user={{ ...ALICE, metadata: { ...FOUR, timezone: 'Asia/Tokyo' } }} infoType="Basic" />);
    expect(rows(container)).toHaveLength(5);
    expect(container.querySelector('dl')?.getAttribute('data-layout')).toBe('grid');
  });

  it('links bare hosts over https and never turns another scheme into a link', () => {
    const links = [{ url: 'alice.example' }, { url: 'javascript:alert(1)' }, { url: 'data:text/html,hi' }];
    const { container } = render(<UserCard user={{ ...ALICE, metadata: { links } }} infoType="Basic" />);
    expect(rows(container)).toEqual(['Link: alice.example']);
    expect(screen.getByRole('link', { name: 'alice.example' }).getAttribute('href')).toBe('https://alice.example/');
  });

  it('shows the local time of the timezone, refreshed every 6 s', () => {
    vi.useFakeTimers({ now: new Date('2025-01-02T03:04:55Z') });
    const { container } = render(<UserCard user={{ ...ALICE, metadata: { timezone: 'Asia/Tokyo' } }} infoType="Basic" />);
    expect(rows(container)).toEqual(['Local time: 12:04 PM (afternoon) · Asia/Tokyo']);
    act(() => vi.advanceTimersByTime(DELAYS.userCardClockMs - 1));
    expect(rows(container)).toEqual(['Local time: 12:04 PM (afternoon) · Asia/Tokyo']);
    act(() => vi.advanceTimersByTime(1));
    expect(rows(container)).toEqual(['Local time: 12:05 PM (afternoon) · Asia/Tokyo']);
  });

  it.each([
    ['Europe/London', '03:04 AM (dawn)'],
    ['Asia/Shanghai', '11:04 AM (morning)'],
    ['America/New_York', '10:04 PM (night)'],
  ])('names the part of the day in %s', (timezone, clock) => {
    vi.useFakeTimers({ now: new Date('2025-01-02T03:04:55Z') });
    const { container } = render(<UserCard user={{ ...ALICE, metadata: { timezone } }} infoType="Basic" />);
    expect(rows(container)).toEqual([`Local time: ${clock} · ${timezone}`]);
  });

  it('leaves out a timezone that does not exist', () => {
    const { container } = render(<UserCard user={{ ...ALICE, metadata: { timezone: 'Mars/Olympus_Mons' } }} infoType="Basic" />);
    expect(rows(container)).toEqual([]);
  });

  it('speaks the session language', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-02T03:04:55Z'), toFake: ['Date'] });
    const { container } = render(
      <SessionProvider locale="zh">
        <UserCard user={{ ...ALICE, metadata: { email: 'alice@example.com', timezone: 'Asia/Tokyo' } }} infoType="Basic" />
      </SessionProvider>,
    );
    expect(rows(container)).toEqual(['邮箱: alice@example.com', '当地时间: 12:04（下午）· Asia/Tokyo']);
  });
});

describe('UserCard AvatarOnly: the hover card', () => {
  const renderAvatarOnly = () => {
    render(
      <>
        <UserCard user={{ ...ALICE, metadata: FOUR }} cardType="AvatarOnly" infoType="Basic" />
        <button type="button">elsewhere</button>
      </>,
    );
    return screen.getByRole('button', { name: 'Alice Liddell' });
  };
  const card = () => screen.queryByRole('group', { name: 'Alice Liddell' });

  it('opens while the pointer is over the avatar or the card, and closes when it leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderAvatarOnly();
    expect(card()).toBeNull();
    await user.hover(trigger);
    expect(within(card() as HTMLElement).getByText('Curious about rabbit holes.')).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(card()?.id);
    await user.hover(within(card() as HTMLElement).getByText('Oxford'));
    expect(card()).not.toBeNull();
    await user.unhover(trigger);
    await user.hover(screen.getByRole('button', { name: 'elsewhere' }));
    expect(card()).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on focus and lets the keyboard through the card; closes when focus leaves, and on Escape with focus back on the avatar', async () => {
    const user = userEvent.setup();
    const trigger = renderAvatarOnly();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    expect(card()).not.toBeNull();
    await user.tab();
    expect(within(card() as HTMLElement).getByRole('button', { name: 'Copy' })).toBe(document.activeElement);
    while (card()?.contains(document.activeElement)) await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
    expect(card()).toBeNull();

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(trigger);
    await user.tab();
    expect(card()?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('stays open after a tap, when the finger lifts off the screen', async () => {
    const user = userEvent.setup();
    const trigger = renderAvatarOnly();
    await user.pointer([{ keys: '[TouchA]', target: trigger }]);
    expect(card()).not.toBeNull();
  });

  it('opens on a click that does not focus the avatar, as a tap in Safari on iOS', () => {
    const trigger = renderAvatarOnly();
    fireEvent.click(trigger);
    expect(document.activeElement).not.toBe(trigger);
    expect(card()).not.toBeNull();
  });
});
