import type { BrowserContext, Page } from 'playwright-core';
import { accountMenuButton } from './email-steps.js';

/** Opens the dialog at `url` and clicks 'Continue with {name}' in its method list: that one click opens the provider's popup. */
export async function openProviderPopup(page: Page, context: BrowserContext, url: string, name: string): Promise<Page> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const listed = page.getByRole('listitem').getByRole('button', { name: `Continue with ${name}` });
  const [popup] = await Promise.all([context.waitForEvent('page'), listed.click()]);
  return popup;
}

/** Signs in as `login` at a local oidc-provider in the popup and consents; waits for the page to close the popup. */
export async function signInAtOpenIdProvider(popup: Page, login: string): Promise<void> {
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('any');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  // A fresh context has no grant yet, so the provider always asks for consent.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

/** Authorizes the app as `login` on the local GitHub stand-in's screen in the popup; waits for the page to close the popup. */
export async function signInAtGitHub(popup: Page, login: string): Promise<void> {
  await popup.getByLabel('Username').fill(login);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
}

/** Presses Cancel at the provider (the GitHub stand-in's authorize page or an oidc-provider sign-in page); waits for the page to close the popup. */
export async function cancelAtProvider(popup: Page): Promise<void> {
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;
}

/** Signs out from the account menu and waits for the page to offer 'Sign in' again. */
export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}
