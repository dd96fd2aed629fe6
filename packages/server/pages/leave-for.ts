import { createHttp, createTokenStore } from '@foyer/client';
import { PAGE_QUERY } from '@foyer/core';
import { MINT_LOGIN_TOKEN_PATH } from '../src/features/login-page/login-page-data.js';

async function mintLoginToken(): Promise<string | null> {
  try {
    const request = createHttp({ baseUrl: '', tokens: createTokenStore('cookie') });
    return (await request<{ loginToken: string }>(MINT_LOGIN_TOKEN_PATH, { method: 'POST' })).loginToken;
  } catch (error) {
    // The visitor still reaches the alias, only signed out there.
    console.warn('Foyer: no login token for the domain alias', error);
    return null;
  }
}

/** Goes to the (server-validated) redirect; a domain alias has no cookies of ours, so it gets a one-time login token. */
export async function leaveFor(redirect: string): Promise<void> {
  const target = new URL(redirect);
  if (target.origin !== location.origin) {
    const loginToken = await mintLoginToken();
    if (loginToken) target.searchParams.set(PAGE_QUERY.loginToken, loginToken);
  }
  location.replace(target.href);
}
