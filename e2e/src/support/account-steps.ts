import { CSRF_COOKIE, HEADERS, type Passport, PATHS, SERVER_PATHS, type SessionResponse } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import type { SmtpInbox } from '../../../packages/server/src/test-support/smtp-inbox.js';
import { requestCode, typeCode } from './email-steps.js';
import { skipSuccessPause } from './skip-success-pause.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The avatar button of the account signed in as `name` (an e-mail account is named by its address). */
export const menuButtonOf = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}`, exact: true });

/** A saved account in the open menu's switcher, by the name it starts with. */
export const savedAccount = (page: Page, name: string) => page.getByRole('group', { name: 'Other accounts' }).getByRole('menuitem', { name: new RegExp(`^${escape(name)}`) });

/** Signs in by e-mail from the open sign-in dialog with the code the SMTP server received, and waits for the menu of that account. */
export async function signInWithCode(page: Page, inbox: SmtpInbox, address: string): Promise<void> {
  await typeCode(page, await requestCode(page, inbox, address));
  await skipSuccessPause(page);
  await menuButtonOf(page, address).waitFor();
}

/** Opens `url`, presses 'Sign in' and signs `address` in by e-mail. */
export async function signInByEmailAt(page: Page, inbox: SmtpInbox, url: string, address: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signInWithCode(page, inbox, address);
}

/** Opens the avatar menu of `name` and waits for its saved accounts to load. */
export async function openMenuOf(page: Page, name: string): Promise<void> {
  await menuButtonOf(page, name).click();
  await page.locator('[role="group"][aria-label="Other accounts"]:not([aria-busy="true"])').waitFor();
}

/** From the menu of `current`, signs `next` in by e-mail through 'Add another account', keeping `current` saved. */
export async function addAnotherAccount(page: Page, inbox: SmtpInbox, current: string, next: string): Promise<void> {
  await openMenuOf(page, current);
  await page.getByRole('menuitem', { name: 'Add another account' }).click();
  await signInWithCode(page, inbox, next);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A request from the page itself, as the signed-in user: the browser sends the HttpOnly session cookie, the page the CSRF header a state change needs. */
function asSignedIn<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, init, names }) => {
      const cookie = (name: string) => decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1] ?? '');
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', [names.csrfHeader]: cookie(names.csrf) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    { path, init, names: { csrf: CSRF_COOKIE, csrfHeader: HEADERS.csrfToken } },
  ) as Promise<T>;
}

/** The DID of the user signed in on `page`. */
export async function signedInDid(page: Page): Promise<string> {
  const { user } = await asSignedIn<SessionResponse>(page, PATHS.session);
  if (!user) throw new Error('nobody is signed in on this page');
  return user.did;
}

/** The DID Foyer's demo at `url` shows signed in, read in a new tab of the same browser. */
export async function didShownAt(context: BrowserContext, url: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
  const did = await signedInDid(page);
  await page.close();
  return did;
}

/** Issues a passport through the team API as the user signed in on `page` (an owner or admin). */
export function issuePassport(page: Page, passport: { ownerDid: string; role: string; title: string }): Promise<Passport> {
  return asSignedIn<Passport>(page, SERVER_PATHS.teamPassports, { method: 'POST', body: passport });
}
