import { createTokenStore } from '@foyer/client';
import { PATHS, SIZES, type Passport } from '@foyer/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openMenu, renderSignedIn } from '../connect-button/test-support/render-signed-in.js';
import { makeUser, type FakeApi } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';

useSessionTestEnvironment();

function passport(role: string, title: string): Passport {
  return { id: `p-${role}`, title, name: role, role, issuer: 'Owner Olga', issuerDid: 'z1owner', ownerDid: 'z1aliceDid0000000000', revoked: false, status: 'valid', source: 'issue' };
}

const MEMBER = passport('member', 'Team member');
const ADMIN = passport('admin', 'Team admin');
const GUEST = passport('guest', 'Visitor');

/** Alice, a member, opens switch passport from her role chip. */
async function openSwitchPassport(passports: Passport[], prepare?: (server: FakeApi) => void) {
  const opened = await renderSignedIn(makeUser({ role: 'member' }), {
    prepare(server) {
      server.setPassports(passports);
      prepare?.(server);
    },
  });
  await openMenu('Alice Liddell');
  await userEvent.click(screen.getByRole('menuitem', { name: 'MEMBER, switch passport' }));
  return opened;
}

async function dialogOpened() {
  return screen.findByRole('dialog', { name: 'Switch passport' });
}

/** The card in view: the only slide not hidden. */
const currentSlide = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: /^\d+ of \d+$/ });
const switchButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Switch' });

describe('switch passport (SPEC §2.7)', () => {
  it("shows 'Current role: ', then the placeholder card, and offers no passport of the current role", async () => {
    await openSwitchPassport([MEMBER, ADMIN, GUEST]);
    const dialog = await dialogOpened();

    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(dialog).getByText('Current role:', { exact: false }).textContent).toBe('Current role: MEMBER');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Current role: MEMBER');
    const carousel = within(dialog).getByRole('group', { name: 'Passports' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(currentSlide(dialog).getAttribute('aria-label')).toBe('1 of 3');
    expect(currentSlide(dialog).textContent).toContain('Choose a passport');
    expect(switchButton(dialog)).toHaveProperty('disabled', true);
    expect(dialog.contains(document.activeElement)).toBe(true);

    const titles = [...dialog.querySelectorAll('.foyer-passport-card__title')].map((title) => title.textContent);
    expect(titles).toEqual(['Choose a passport', 'Team admin', 'Visitor']);
    expect(carousel.style.getPropertyValue('--foyer-passport-width')).toBe(`${SIZES.passportCard.width}px`);
    expect(carousel.style.getPropertyValue('--foyer-passport-height')).toBe(`${SIZES.passportCard.height}px`);
  });

  it('moves with the arrow buttons and keys; the placeholder selects nothing', async () => {
    const user = userEvent.setup();
    await openSwitchPassport([ADMIN, GUEST]);
    const dialog = await dialogOpened();
    const previous = within(dialog).getByRole('button', { name: 'Previous passport' });
    const next = within(dialog).getByRole('button', { name: 'Next passport' });
    expect(previous).toHaveProperty('disabled', true);

    await user.click(next);
    expect(currentSlide(dialog).textContent).toContain('Team admin');
    expect(switchButton(dialog)).toHaveProperty('disabled', false);
    await user.click(next);
    expect(currentSlide(dialog).textContent).toContain('Visitor');
    expect(next).toHaveProperty('disabled', true);

    within(dialog).getByRole('group', { name: 'Passports' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide(dialog).textContent).toContain('Team admin');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide(dialog).textContent).toContain('Choose a passport');
    expect(switchButton(dialog)).toHaveProperty('disabled', true);
    await user.keyboard('{End}');
    expect(currentSlide(dialog).getAttribute('aria-label')).toBe('3 of 3');
    await user.keyboard('{ArrowRight}{Home}');
    expect(currentSlide(dialog).getAttribute('aria-label')).toBe('1 of 3');
  });

  it('turns a card only on a swipe of 60 px or more: 59 px leaves it', async () => {
    await openSwitchPassport([ADMIN, GUEST]);
    const dialog = await dialogOpened();
    const viewport = dialog.querySelector('.foyer-passports__viewport') as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from, pointerId: 1 });
      fireEvent.pointerUp(viewport, { clientX: to, pointerId: 1 });
    };

    swipe(200, 141);
    expect(currentSlide(dialog).getAttribute('aria-label')).toBe('1 of 3');
    swipe(200, 140);
    expect(currentSlide(dialog).getAttribute('aria-label')).toBe('2 of 3');
    swipe(100, 159);
    expect(currentSlide(dialog).getAttribute('aria-label')).toBe('2 of 3');
    swipe(100, 160);
    expect(currentSlide(dialog).getAttribute('aria-label')).toBe('1 of 3');
  });

  it('switches: the new tokens are stored, the role chip and Dashboard follow, and it says so', async () => {
    const user = userEvent.setup();
    const { server, tokens } = await openSwitchPassport([MEMBER, ADMIN]);
    const dialog = await dialogOpened();
    await user.click(within(dialog).getByRole('button', { name: 'Next passport' }));
    await user.click(switchButton(dialog));

    expect((await screen.findByText('Switch passport succeed')).closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', PATHS.switchPassport).map((call) => call.body)).toEqual([{ passportId: ADMIN.id }]);
    expect(createTokenStore('cookie').getSessionToken()).not.toBe(tokens.sessionToken);
    const trigger = screen.getByRole('button', { name: 'Account menu for Alice Liddell' });
    expect(document.activeElement).toBe(trigger);
    const menu = await openMenu('Alice Liddell');
    expect(within(menu).getByRole('menuitem', { name: 'Team admin, switch passport' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeTruthy();
  });

  it("says 'Switch passport failed' and stays open, in the same role, when the switch is refused", async () => {
    const user = userEvent.setup();
    await openSwitchPassport([ADMIN], (server) => server.override('POST', PATHS.switchPassport, (call) => server.fail('switchPassportFailed', call)));
    const dialog = await dialogOpened();
    await user.click(within(dialog).getByRole('button', { name: 'Next passport' }));
    await user.click(switchButton(dialog));

    expect((await screen.findByRole('alert')).textContent).toBe('Switch passport failed');
    expect(screen.getByRole('dialog', { name: 'Switch passport' })).toBeTruthy();
    expect(switchButton(dialog)).toHaveProperty('disabled', false);
    expect(within(dialog).getByText('MEMBER')).toBeTruthy();
  });

  it("shows the server's reason when the passport was revoked after the dialog listed it", async () => {
    const user = userEvent.setup();
    const revoked = { code: 'switchPassportRevoked', error: 'Switch passport failed: the passport was revoked' };
    await openSwitchPassport([ADMIN], (server) =>
      server.override('POST', PATHS.switchPassport, () => new Response(JSON.stringify(revoked), { status: 400, headers: { 'content-type': 'application/json' } })),
    );
    const dialog = await dialogOpened();
    await user.click(within(dialog).getByRole('button', { name: 'Next passport' }));
    await user.click(switchButton(dialog));

    expect((await screen.findByRole('alert')).textContent).toBe('Switch passport failed: the passport was revoked');
    expect(switchButton(dialog)).toHaveProperty('disabled', false);
  });

  it('closes on Cancel and on Escape, and gives focus back to the avatar button', async () => {
    const user = userEvent.setup();
    await openSwitchPassport([ADMIN]);
    await user.click(within(await dialogOpened()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const trigger = screen.getByRole('button', { name: 'Account menu for Alice Liddell' });
    expect(document.activeElement).toBe(trigger);

    await openMenu('Alice Liddell');
    await user.click(screen.getByRole('menuitem', { name: 'MEMBER, switch passport' }));
    await dialogOpened();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it.each([
    ['only passports of the current role', [MEMBER], 'No passports to switch'],
    ['none at all', [], 'No passports to switch'],
  ])("with %s, says 'No passports to switch' and opens nothing", async (_case, passports, message) => {
    await openSwitchPassport(passports);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Get passports failed' when the passports cannot be loaded", async () => {
    await openSwitchPassport([ADMIN], (server) => server.override('GET', PATHS.passports, (call) => server.fail('unknown', call)));
    expect((await screen.findByRole('alert')).textContent).toBe('Get passports failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
