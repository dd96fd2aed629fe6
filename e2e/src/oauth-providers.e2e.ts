import { formatMessage } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectUriOf } from '../../packages/server/src/features/oauth-login/redirect-uri.js';
import { startLocalGitHub } from '../../packages/server/src/features/oauth-login/test-support/local-github.js';
import { startLocalOpenIdProvider } from '../../packages/server/src/features/oauth-login/test-support/local-openid-provider.js';
import { accountMenuButton } from './support/email-steps.js';
import { freePort } from './support/free-port.js';
import { cancelAtProvider, openProviderPopup, signInAtGitHub, signInAtOpenIdProvider, signOut } from './support/oauth-steps.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

// The providers only redirect to a registered URI, which names the app URL, so the demo's port is fixed first.
const port = await freePort();
const appUrl = `http://localhost:${port}`;
const clientOf = (provider: string) => ({ clientId: `foyer-e2e-${provider}`, clientSecret: `foyer-e2e-${provider}-secret` });

// Three issuers, one per OpenID provider, so each provider's sign-in can only succeed against its own.
const startOpenId = (provider: string) => startLocalOpenIdProvider({ ...clientOf(provider), redirectUris: [redirectUriOf(appUrl, provider)] });
const [google, apple, auth0] = await Promise.all([startOpenId('google'), startOpenId('apple'), startOpenId('auth0')]);
const github = await startLocalGitHub({ ...clientOf('github'), redirectUri: redirectUriOf(appUrl, 'github') });

const openIdEnv = (prefix: string, provider: string, issuer: string, order: number) => ({
  [`FOYER_OAUTH_${prefix}_CLIENT_ID`]: clientOf(provider).clientId,
  [`FOYER_OAUTH_${prefix}_CLIENT_SECRET`]: clientOf(provider).clientSecret,
  [`FOYER_OAUTH_${prefix}_ISSUER`]: issuer,
  [`FOYER_OAUTH_${prefix}_ORDER`]: String(order),
});

describe('OAuth sign-in with four providers in the demo', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  // Orders unlike the built-in defaults (github, google, apple, auth0), so the list can only follow the settings.
  useDemoPage((current) => ({ stack, context, page } = current), {
    port,
    env: {
      ...openIdEnv('AUTH0', 'auth0', auth0.issuer, 1),
      ...openIdEnv('APPLE', 'apple', apple.issuer, 2),
      ...openIdEnv('GOOGLE', 'google', google.issuer, 3),
      FOYER_OAUTH_GITHUB_CLIENT_ID: clientOf('github').clientId,
      FOYER_OAUTH_GITHUB_CLIENT_SECRET: clientOf('github').clientSecret,
      FOYER_OAUTH_GITHUB_AUTHORIZATION_ENDPOINT: github.authorizationEndpoint,
      FOYER_OAUTH_GITHUB_TOKEN_ENDPOINT: github.tokenEndpoint,
      FOYER_OAUTH_GITHUB_USER_API: github.userApi,
      FOYER_OAUTH_GITHUB_ORDER: '4',
    },
  });
  afterAll(() => Promise.all([google.close(), apple.close(), auth0.close(), github.close()]));

  it('lists the four providers in their configured order', async () => {
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const providers = page.getByRole('listitem').getByRole('button', { name: /^Continue with (Google|Apple|Auth0|GitHub)$/ });
    await providers.first().waitFor();

    // Accessible names, not text: each button's icon holds the provider's initial.
    const names = await Promise.all((await providers.all()).map((button) => button.ariaSnapshot()));
    expect(names).toEqual(['Auth0', 'Apple', 'Google', 'GitHub'].map((name) => `- button "Continue with ${name}"`));
  });

  it.each([
    { name: 'Google', signIn: (popup: Page) => signInAtOpenIdProvider(popup, 'grace'), account: 'User grace' },
    { name: 'Apple', signIn: (popup: Page) => signInAtOpenIdProvider(popup, 'alan'), account: 'User alan' },
    { name: 'Auth0', signIn: (popup: Page) => signInAtOpenIdProvider(popup, 'edsger'), account: 'User edsger' },
    { name: 'GitHub', signIn: (popup: Page) => signInAtGitHub(popup, 'octo'), account: 'GitHub octo' },
  ])('signs in with $name through the popup one click in the list opens, and signs out again', async ({ name, signIn, account }) => {
    await signIn(await openProviderPopup(page, context, stack.url, name));

    await skipSuccessPause(page);
    await page.getByRole('button', { name: `Account menu for ${account}` }).waitFor();
    await signOut(page);
  });

  it.each([
    { name: 'GitHub', message: formatMessage('authDeclined') },
    // Apple answers its Cancel with its own user_cancelled_authorize.
    { name: 'Apple', message: formatMessage('cancelAuth') },
  ])('shows $message when the visitor presses Cancel at $name, and signs nobody in', async ({ name, message }) => {
    await cancelAtProvider(await openProviderPopup(page, context, stack.url, name));

    await page.getByRole('dialog').getByText(message).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await accountMenuButton(page).count(), 'nobody is signed in').toBe(0);
  });
});
