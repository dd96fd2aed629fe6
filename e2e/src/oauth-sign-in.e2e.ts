import { formatMessage } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accountMenuButton } from './support/email-steps.js';
import { startGoogleStandIn } from './support/google-stand-in.js';
import { cancelAtProvider, openProviderPopup, signInAtOpenIdProvider } from './support/oauth-steps.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const { provider, port, env } = await startGoogleStandIn();

describe('OAuth sign-in with Google in the demo', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current), { port, env });
  afterAll(() => provider.close());

  it('signs in at the provider in the popup, which the page closes, leaving the visitor signed in', async () => {
    const popup = await openProviderPopup(page, context, stack.url, 'Google');
    await signInAtOpenIdProvider(popup, 'ada');

    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for User ada' }).waitFor();
  });

  it('shows the decline when the visitor cancels at the provider, and signs nobody in', async () => {
    await cancelAtProvider(await openProviderPopup(page, context, stack.url, 'Google'));

    await page.getByRole('dialog').getByText(formatMessage('authDeclined')).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await accountMenuButton(page).count(), 'nobody is signed in').toBe(0);
  });
});
