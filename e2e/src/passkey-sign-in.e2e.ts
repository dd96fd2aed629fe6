import { formatMessage, PASSKEY_PREFIX } from '@foyer/core';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn } from '../../packages/server/src/test-support/smtp-inbox.js';
import { accountMenuButton, newAddress, requestCode, typeCode } from './support/email-steps.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';
import { addVirtualAuthenticator, type VirtualAuthenticator } from './support/virtual-authenticator.js';

// SPEC §2.9–2.10 and §4 "Passkey register", in Chromium with its own virtual authenticator; the app asks for e-mail KYC.
describe('passkey sign-in in the demo', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current), { env: { FOYER_EMAIL_KYC: '1' } });

  const signInButton = () => page.getByRole('button', { name: 'Sign in', exact: true });
  const signOutItem = () => page.getByRole('menuitem', { name: 'Sign Out' });

  async function openSignIn(): Promise<void> {
    if (page.url() !== `${stack.url}/`) await page.goto(stack.url);
    await signInButton().click();
  }

  /** Checks the avatar menu names `address`, then closes the menu again. */
  async function expectSignedInAs(address: string): Promise<void> {
    await accountMenuButton(page).click();
    await signOutItem().waitFor();
    await expect.poll(() => page.getByRole('menu', { name: address }).isVisible(), { message: 'the avatar menu names who is signed in' }).toBe(true);
    await page.keyboard.press('Escape');
  }

  async function signOut(): Promise<void> {
    await accountMenuButton(page).click();
    await signOutItem().click();
    await signInButton().waitFor();
  }

  /**
   * Holds the browser's request for passkey creation options until the returned function is called, so a test can see
   * the dialog's creating state, which otherwise lasts only as long as the virtual authenticator takes to answer.
   * The route stays for the page and lets everything through once released.
   */
  async function holdCreationOptions(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === `${PASSKEY_PREFIX}/register`,
      async (route: Route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        await released;
        await route.continue();
      },
    );
    return release;
  }

  /** 'Create New Passkey' as a newcomer: the address, the mailed code, then the passkey is made and signed in with by itself. */
  async function registerNewcomer(address: string): Promise<void> {
    await openSignIn();
    await page.getByRole('button', { name: 'Create New Passkey' }).click();
    const getCode = page.getByRole('dialog', { name: 'Get Verify Code' });
    await getCode.getByRole('textbox', { name: 'Email address' }).fill(address);
    await getCode.getByRole('button', { name: 'Send code' }).click();

    const verifyEmail = page.getByRole('dialog', { name: 'Verify Email' });
    const boxes = verifyEmail.getByRole('group', { name: 'Verification code' });
    await boxes.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(codeIn(await stack.inbox.next(address)));
    expect(await boxes.getByRole('textbox', { name: 'Digit 6 of 6' }).inputValue()).not.toBe('');
    const releaseOptions = await holdCreationOptions();
    await verifyEmail.getByRole('button', { name: 'Verify' }).click();
    // SPEC §4: once the e-mail is verified the passkey is created without another click.
    await page.getByRole('dialog', { name: 'Creating Passkey...' }).waitFor();
    releaseOptions();
  }

  async function usePasskey(): Promise<void> {
    await openSignIn();
    await page.getByRole('button', { name: 'Use Existing Passkey' }).click();
  }

  async function expectOnePasskey(authenticator: VirtualAuthenticator): Promise<void> {
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  }

  it('a newcomer registers a passkey with e-mail verification and is signed in, signs out, and signs in again with it', async () => {
    const authenticator = await addVirtualAuthenticator(context, page);
    const address = newAddress('passkey-new');

    await registerNewcomer(address);
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();
    await expectOnePasskey(authenticator);
    await expectSignedInAs(address);

    await signOut();
    expect(await accountMenuButton(page).count()).toBe(0);

    await usePasskey();
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();
    await expectSignedInAs(address);
    const [credential] = await authenticator.credentials();
    expect(credential?.signCount, 'the passkey signed twice: once at creation, once to sign in again').toBeGreaterThan(1);
  });

  it('a signed-in user adds a passkey in connect mode and can sign in with it', async () => {
    const authenticator = await addVirtualAuthenticator(context, page);
    const address = newAddress('passkey-connect');
    await openSignIn();
    await typeCode(page, await requestCode(page, stack.inbox, address));
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();

    await page.goto(`${stack.url}/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('button', { name: 'Create New Passkey' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Passkey' });
    await connect.getByRole('button', { name: 'Cancel' }).waitFor();
    await connect.getByRole('button', { name: 'Create passkey' }).click();

    await page.getByText(formatMessage('connectPasskeySucceed')).waitFor();
    await expectOnePasskey(authenticator);

    await page.goto(stack.url);
    await signOut();
    await usePasskey();
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();
    await expectSignedInAs(address);
  });

  it('when user verification is refused, says the authentication was canceled and signs nobody in', async () => {
    const authenticator = await addVirtualAuthenticator(context, page);
    const address = newAddress('passkey-refused');
    await registerNewcomer(address);
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();
    await signOut();

    await authenticator.setUserVerified(false);
    await usePasskey();
    await page.getByText('Sign-in failed').waitFor();
    await page.getByText(formatMessage('webauthnCanceled')).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    await page.getByRole('button', { name: 'Close' }).click();
    await signInButton().waitFor();
    expect(await accountMenuButton(page).count()).toBe(0);
    await page.reload();
    await signInButton().waitFor();
    expect(await accountMenuButton(page).count(), 'still signed out after a reload').toBe(0);
  });
});
