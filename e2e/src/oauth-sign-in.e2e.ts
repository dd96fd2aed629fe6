import { formatMessage } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { redirectUriOf } from '../../packages/server/src/features/oauth-login/redirect-uri.js';
import { startLocalOpenIdProvider } from '../../packages/server/src/features/oauth-login/test-support/local-openid-provider.js';
import { freePort } from './support/free-port.js';
import { openProviderPopup, signInAtOpenIdProvider } from './support/oauth-steps.js';
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

  it('signs in at the provider in the popup, which closes and leaves the visitor signed in', async () => {
    const popup = await openProviderPopup(page, context, stack.url, 'Google');
    await signInAtOpenIdProvider(popup, 'ada');

    await page.getByRole('button', { name: 'Account menu for User ada' }).waitFor();
  });

  it('shows the decline when the visitor cancels at the provider', async () => {
    const popup = await openProviderPopup(page, context, stack.url, 'Google');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('link', { name: '[ Cancel ]' }).click();
    await closed;

    await page.getByText(formatMessage('authDeclined')).waitFor();
  });
});
