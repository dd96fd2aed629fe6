import { formatMessage } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { redirectUriOf } from '../../packages/server/src/features/oauth-login/redirect-uri.js';
import { startLocalOpenIdProvider } from '../../packages/server/src/features/oauth-login/test-support/local-openid-provider.js';
import { freePort } from './support/free-port.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const CLIENT_ID = 'foyer-e2e';
const CLIENT_SECRET = 'foyer-e2e-secret';

// The provider only redirects to a registered URI, which names the app URL, so the demo's port is fixed first.
const port = await freePort();
const provider = await startLocalOpenIdProvider({
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  redirectUris: [redirectUriOf(`http://localhost:${port}`, 'google')],
});

describe('OAuth sign-in with Google in the demo', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current), {
    port,
    env: { FOYER_OAUTH_GOOGLE_CLIENT_ID: CLIENT_ID, FOYER_OAUTH_GOOGLE_CLIENT_SECRET: CLIENT_SECRET, FOYER_OAUTH_GOOGLE_ISSUER: provider.issuer },
  });
  afterAll(() => provider.close());

  /** Opens the dialog, picks Google, clicks its step button and answers the provider's popup. */
  async function openGooglePopup(): Promise<Page> {
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const listed = page.getByRole('listitem').getByRole('button', { name: 'Continue with Google' });
    await listed.click();
    // The step's button has the same name, so the list must be gone before it is clicked.
    await listed.waitFor({ state: 'detached' });
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Continue with Google' }).click()]);
    return popup;
  }

  it('signs in at the provider in the popup, which closes and leaves the visitor signed in', async () => {
    const popup = await openGooglePopup();
    await popup.getByPlaceholder('Enter any login').fill('ada');
    await popup.getByPlaceholder('and password').fill('any');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    // A fresh context has no grant yet, so the provider always asks for consent.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await closed;

    await page.getByRole('button', { name: 'Account menu for User ada' }).waitFor();
  });

  it('shows the decline when the visitor cancels at the provider', async () => {
    const popup = await openGooglePopup();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('link', { name: '[ Cancel ]' }).click();
    await closed;

    await page.getByText(formatMessage('authDeclined')).waitFor();
  });
});
