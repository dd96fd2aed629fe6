import { createTokenStore } from '@foyer/client';
import { SERVER_PATHS, type AdminMember, type AdminMemberDetail, type Passport } from '@foyer/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../oauth-clients/test-support/serve-clients.js';
import { SessionProvider } from '../session/session-provider.js';
import { createFakeApi, makeUser, type FakeApi } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import type { AdminSection } from './admin-sections.js';
import { AdminConsole } from './lazy-admin-console.js';

useSessionTestEnvironment();

const ADA: AdminMember = { did: 'z1ada', fullName: 'Ada Lovelace', email: 'ada@example.com', avatar: null, role: 'member', createdAt: Date.now() - 86_400_000, lastLoginAt: null };
const GRACE: AdminMember = { did: 'z1grace', fullName: 'Grace Hopper', email: null, avatar: null, role: 'admin', createdAt: Date.now() - 3_600_000, lastLoginAt: Date.now() };
const ADMIN_PASSPORT: Passport = { id: 'pp-1', title: 'admin', name: 'admin', role: 'admin', issuerDid: 'z1owner', ownerDid: ADA.did, revoked: false, status: 'valid', source: 'issue' };

/** The console signed in as an owner on a fake server holding Ada and Grace; `prepare` sets other answers first. */
function renderConsole(section: AdminSection, { locale = 'en', prepare }: { locale?: string; prepare?: (server: FakeApi) => void } = {}) {
  const server = createFakeApi(makeUser({ role: 'owner' }));
  server.override('GET', SERVER_PATHS.adminMembers, (call) => {
    const q = call.query.get('q');
    const members = q ? [ADA, GRACE].filter((member) => member.fullName.toLowerCase().startsWith(q.toLowerCase())) : [GRACE, ADA];
    return json(200, { members, page: 1, pageSize: 20, total: members.length, totalExact: true });
  });
  let passport = ADMIN_PASSPORT;
  server.override('GET', `${SERVER_PATHS.adminMembers}/${ADA.did}`, () =>
    json(200, { member: ADA, passports: [passport], signInMethods: { connectedAccounts: [{ provider: 'wallet', did: ADA.did }, { provider: 'github', did: 'z1gh', showProvider: 'ada-gh' }], passkeys: 2 } } satisfies AdminMemberDetail),
  );
  server.override('POST', `${SERVER_PATHS.teamPassports}/${ADMIN_PASSPORT.id}/revoke`, () => {
    passport = { ...passport, status: 'revoked', revoked: true };
    return json(200, passport);
  });
  prepare?.(server);
  vi.stubGlobal('fetch', server.fetch);
  const tokens = server.signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider storageEngine="cookie" locale={locale}>
      <AdminConsole section={section} />
    </SessionProvider>,
  );
  return { server, user: userEvent.setup() };
}

describe('AdminConsole', () => {
  it('names each section in its navigation and shows the chosen one as a landmark under its heading', async () => {
    renderConsole('members');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview', 'Members', 'Passports and invitations', 'OAuth clients', 'Federation', 'Linked domains', 'Sign-in methods', 'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Members' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('region', { name: 'Members' })).toBeTruthy();
  });

  it('lists the members newest first with their e-mail, role and last sign-in, and finds one by name prefix', async () => {
    const { server, user } = renderConsole('members');
    const rows = await screen.findAllByRole('rowheader');
    expect(rows.map((row) => row.querySelector('.foyer-admin__name')?.textContent)).toEqual(['Grace Hopper', 'Ada Lovelace']);
    const ada = rows[1]?.closest('tr') as HTMLElement;
    expect(within(ada).getByText('ada@example.com')).toBeTruthy();
    expect(within(ada).getByText('Never')).toBeTruthy();
    expect(screen.getByText('Members: 2')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search members' }));
    expect(await screen.findByText('Members: 1')).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((row) => row.querySelector('.foyer-admin__name')?.textContent)).toEqual(['Ada Lovelace']);
    expect(server.callsTo('GET', SERVER_PATHS.adminMembers).at(-1)?.query.get('q')).toBe('ada');
  });

  it('shows a member\'s passports and sign-in methods, and revokes a passport after confirming', async () => {
    const { user } = renderConsole('members');
    await user.click(await screen.findByRole('button', { name: 'Details of Ada Lovelace' }));
    expect(await screen.findByRole('heading', { name: 'Details of Ada Lovelace' })).toBeTruthy();
    expect(await screen.findByText('github · ada-gh')).toBeTruthy();
    expect(screen.getByText('Passkeys: 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke the admin passport' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke passport' });
    expect(within(dialog).getByText('Revoke the admin passport of Ada Lovelace? It stops granting at once.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Passport revoked.')).toBeTruthy();
    expect(await screen.findByText('revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke the admin passport' })).toBeNull();
  });

  it('shows the server\'s refusal of a revoke in the dialog', async () => {
    const { user } = renderConsole('members', {
      prepare: (server) => server.override('POST', `${SERVER_PATHS.teamPassports}/${ADMIN_PASSPORT.id}/revoke`, () => json(403, { code: 'forbidden', error: 'Forbidden' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Details of Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke the admin passport' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke passport' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Forbidden')).toBeTruthy();
  });

  it('speaks Chinese when the session does', async () => {
    const { user } = renderConsole('members', { locale: 'zh' });
    const nav = await screen.findByRole('navigation', { name: '管理分区' });
    expect(within(nav).getByRole('link', { name: '成员' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('共 2 位成员')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace 的详情' }));
    expect(await screen.findByText('通行密钥：2')).toBeTruthy();
  });

  it('shows the overview\'s figures as a chart with its table of figures a day', async () => {
    renderConsole('overview', {
      prepare: (server) =>
        server.override('GET', SERVER_PATHS.adminOverview, () =>
          json(200, { days: [{ date: '2026-11-01', signIns: { wallet: 3, email: 1 }, failures: 2 }], activeSessions: 7, pendingApprovals: { federation: 1 } }),
        ),
    });
    expect(await screen.findByText('4 sign-ins and 2 failed attempts in 30 days')).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: '2026-11-01' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '3', '2']);
    expect(screen.getByText('7')).toBeTruthy();
  });

  it.each([['overview', 'en', 'Not found'], ['audit', 'zh', '未找到']] as const)('shows the catalogue error when the %s API is not there (%s: %s), with Try again', async (section, locale, message) => {
    renderConsole(section, {
      locale,
      prepare: (server) => {
        server.override('GET', SERVER_PATHS.adminOverview, () => json(404, { code: 'notFound', error: message }));
        server.override('GET', SERVER_PATHS.adminAudit, () => json(404, { code: 'notFound', error: message }));
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('button', { name: locale === 'zh' ? '重试' : 'Try again' })).toBeTruthy();
  });
});
