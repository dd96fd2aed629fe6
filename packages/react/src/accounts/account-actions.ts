import { listUserSessions } from '@foyer/client';
import { FEDERATED_APPROVED, type AppInfo, type UserSession } from '@foyer/core';
import type { FoyerInternals, Session } from '../session/session-context.js';
import { endSession } from './end-session.js';
import { enterSavedAccount } from './enter-saved-account.js';

export type AccountActions = Pick<Session, 'logout' | 'listAccounts' | 'switchAccount' | 'addAccount'>;

const NOT_READY: AccountActions = {
  logout: async () => undefined,
  listAccounts: async () => [],
  switchAccount: async () => undefined,
  addAccount: () => undefined,
};

/** Several accounts on one browser (SPEC §2.14): each switch keeps the account left saved, unless it is signed out. */
export function accountActions(internals: FoyerInternals | null, openAddAccount: (forceConnected?: string) => void, app: AppInfo | null = null): AccountActions {
  if (!internals) return NOT_READY;
  const { client, completeLogin } = internals;

  async function listAccounts(): Promise<UserSession[]> {
    const current = client.user?.did;
    return (await listUserSessions(client.request)).filter((account) => account.userDid !== current);
  }

  /**
   * The next account is entered before the current one ends, so a refusal leaves the visitor signed in as before. With
   * HttpOnly cookies entering replaces the current session's cookies: one left for good is ended first, while one left
   * `offline` needs nothing, as it stays listed on this device and its tokens went with the cookies.
   */
  async function enter(account: UserSession, leaving: 'offline' | 'expired'): Promise<void> {
    if (client.httpOnlyTokens && leaving === 'expired' && client.user) await endSession(client, leaving);
    const result = await enterSavedAccount(client, account);
    if (client.user && !client.httpOnlyTokens) await endSession(client, leaving);
    await completeLogin(result);
  }

  return {
    listAccounts,
    switchAccount: (account) => enter(account, 'offline'),
    addAccount: (forceConnected) => {
      if (client.user) openAddAccount(forceConnected);
    },
    async logout(options) {
      // Signing out of every federated app is leaving, not handing this browser to another saved account.
      if (options?.includeFederated) {
        await client.logout(options);
        // The master's functional frame signs this browser out there too (its bridge cookie), from the federation chunk.
        if (app?.federated?.status === FEDERATED_APPROVED) void import('../methods/federated/run-federated-auto-login.js').then(({ runFederatedLogoutFrame }) => runFederatedLogoutFrame(app));
        return;
      }
      const next = client.user ? (await listAccounts().catch(() => []))[0] : undefined;
      if (next) {
        try {
          await enter(next, 'expired');
          return;
        } catch {
          // The saved account could not be entered: signing out is what was asked, so that still happens.
        }
      }
      await client.logout();
    },
  };
}
