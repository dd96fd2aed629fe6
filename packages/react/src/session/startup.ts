import type { FoyerClient, TokenStore } from '@foyer/client';
import { type Locale, type LoginResult, PAGE_QUERY, type SessionUser, SWITCH_BEHAVIOR } from '@foyer/core';
import { clearSwitchRequest, type SwitchRequest } from '../auto-switch/switch-request.js';
import { completeLogin } from './complete-login.js';
import { exchangeLoginToken, loginWithMagicToken } from './login-requests.js';
import { readPageQuery, removePageQuery } from './page-query.js';
import { shareOneTimeCall } from './share-one-time-call.js';

interface StartupContext {
  client: FoyerClient;
  tokens: TokenStore;
  locale: Locale;
  /** Sent with a magic-link sign-in, for an account it creates. */
  inviter?: string;
  onLogin(user: SessionUser): void;
  onError(error: unknown): void;
}

async function loginWithPageToken(context: StartupContext, name: string, call: (token: string) => Promise<LoginResult>): Promise<void> {
  const token = readPageQuery(name);
  if (!token) return;
  try {
    // Out of the address bar once the server has answered, before any signed-in state can render.
    const result = await shareOneTimeCall(token, () => call(token)).finally(() => removePageQuery(name));
    const user = await completeLogin(context.client, result);
    if (user) context.onLogin(user);
  } catch (error) {
    context.onError(error);
  }
}

/**
 * SPEC §4 startup steps 3–6: session token, else loginToken, else refresh token, else signed out. With HttpOnly cookies
 * the readable session window stands for the tokens, and GET /session learns the user by the cookie.
 */
export async function restoreSession(context: StartupContext): Promise<void> {
  const { client, tokens } = context;
  const hasSession = tokens.getSessionWindow() !== null;
  if (!hasSession && readPageQuery(PAGE_QUERY.loginToken)) {
    await loginWithPageToken(context, PAGE_QUERY.loginToken, (token) => exchangeLoginToken(client.request, token));
  } else if (hasSession || tokens.getRotationMark()) {
    // A failed restore has already cleared the tokens in the client; the visitor simply starts signed out.
    await client.getSession().catch(() => undefined);
  }
}

/** SPEC §4 startup step 7. */
export function verifyMagicToken(context: StartupContext): Promise<void> {
  return loginWithPageToken(context, PAGE_QUERY.magicToken, (token) => loginWithMagicToken(context.client.request, token, context.locale, context.inviter));
}

/**
 * SPEC §4 auto switch, once startup knows who is signed in: the account `forceConnected` names when a switch is due.
 * Naming the current account, or `switchBehavior=disabled`, only cleans the URL; signed out, there is nothing to switch from.
 */
export function requestedSwitch(user: SessionUser | null): SwitchRequest | null {
  const did = readPageQuery(PAGE_QUERY.forceConnected);
  if (!did || !user) return null;
  const behavior = readPageQuery(PAGE_QUERY.switchBehavior);
  if (did === user.did || behavior === SWITCH_BEHAVIOR.disabled) {
    clearSwitchRequest();
    return null;
  }
  return { did, required: behavior === SWITCH_BEHAVIOR.required };
}
