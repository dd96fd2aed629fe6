import { createTokenStore } from '@foyer/client';
import { SERVER_PATHS } from '@foyer/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../oauth-clients/test-support/serve-clients.js';
import { SessionProvider } from '../session/session-provider.js';
import { createFakeApi, makeUser, type FakeApi } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { PassportLink } from './passport-link.js';

useSessionTestEnvironment();
const LINK = { id: 'i1', url: 'https://app.example/.well-known/service/issue-passport?token=abc', expiresAt: Date.UTC(2031, 0, 2) };

function renderForm(role: string, prepare?: (server: FakeApi) => void) {
  const server = createFakeApi(makeUser({ role }));
  prepare?.(server);
  vi.stubGlobal('fetch', server.fetch);
  const tokens = server.signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider storageEngine="cookie">
      <PassportLink />
    </SessionProvider>,
  );
  return { server, user: userEvent.setup() };
}

const roleChoices = async () => (await screen.findByRole('combobox', { name: 'Role' })).querySelectorAll('option');

describe('PassportLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes a link with the role, title and passport expiry chosen, and shows it with its QR code', async () => {
    const { server, user } = renderForm('owner', (fake) => fake.override('POST', SERVER_PATHS.passportIssuances, () => json(201, LINK)));
    expect([...(await roleChoices())].map((option) => option.value)).toContain('owner');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' Night shift ');
    await user.type(screen.getByRole('spinbutton', { name: 'Passport valid for (days)' }), '2');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create passport link' }));

    expect(((await screen.findByRole('textbox', { name: 'One-time passport link' })) as HTMLInputElement).value).toBe(LINK.url);
    expect(screen.getByRole('img', { name: 'QR code of the passport link' })).toBeTruthy();
    expect(screen.getByText(/^The link works once, until /)).toBeTruthy();
    const [call] = server.callsTo('POST', SERVER_PATHS.passportIssuances);
    expect(call?.body).toMatchObject({ role: 'admin', title: 'Night shift' });
    const expiresAt = (call?.body as { expiresAt: number }).expiresAt;
    expect(expiresAt - before).toBeGreaterThanOrEqual(2 * 86_400_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);
  });

  it("offers an admin every role but owner, and shows the server's refusal", async () => {
    const refusal = { code: 'forbidden', error: 'Forbidden' };
    const { user } = renderForm('admin', (fake) => fake.override('POST', SERVER_PATHS.passportIssuances, () => json(403, refusal)));
    expect([...(await roleChoices())].map((option) => option.value)).toEqual(['admin', 'member', 'guest', 'ci']);
    await user.click(screen.getByRole('button', { name: 'Create passport link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Forbidden');
    expect(screen.queryByRole('img', { name: 'QR code of the passport link' })).toBeNull();
  });
});
