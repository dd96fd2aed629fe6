import { CSRF_COOKIE, HEADERS, PATHS, USER_SESSION_PREFIX, type UserSession } from '@foyer/core';
import type { Page } from 'playwright-core';

/** The quick-login popup of the demo app (SPEC §2.15). */
export const quickLoginPopup = (page: Page) => page.getByRole('dialog', { name: 'Use Foyer account to login' });

/**
 * Signs the page's account out `offline` (kept on this browser, as switching away leaves it); the server's answer
 * clears the token cookies, so the page is left with no tokens while the server still lists the session for this browser.
 */
export async function leaveKeepingSaved(page: Page): Promise<void> {
  await page.evaluate(
    async ({ logout, names }) => {
      const cookie = (name: string) => decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1] ?? '');
      const response = await fetch(logout, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [names.csrfHeader]: cookie(names.csrf) },
        body: JSON.stringify({ status: 'offline' }),
      });
      if (!response.ok) throw new Error(`logout answered ${response.status}: ${await response.text()}`);
    },
    { logout: PATHS.logout, names: { csrf: CSRF_COOKIE, csrfHeader: HEADERS.csrfToken } },
  );
}

/** The sessions the server keeps for quick login on the browser of `page` (its device cookie, no session token). */
export function sessionsSavedOn(page: Page): Promise<UserSession[]> {
  return page.evaluate(async (path) => {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { list: UserSession[] }).list;
  }, USER_SESSION_PREFIX);
}
