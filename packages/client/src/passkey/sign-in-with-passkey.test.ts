import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HttpRequest } from '../http/types.js';
import { createPasskey } from './create-passkey.js';
import { isPasskeyAbort } from './is-passkey-abort.js';
import { PASSKEY_PATHS } from './passkey-paths.js';
import { signInWithPasskey } from './sign-in-with-passkey.js';
import { installFakeAuthenticator, type FakeAuthenticator } from './test-support/fake-authenticator.js';
import { fakePasskeyRequest } from './test-support/fake-passkey-request.js';

let authenticator: FakeAuthenticator;
beforeEach(() => {
  authenticator = installFakeAuthenticator();
  // Autofill needs a field that offers passkeys, as the e-mail step's address input does.
  document.body.innerHTML = '<input autocomplete="username webauthn">';
});
afterEach(() => {
  authenticator.uninstall();
  document.body.innerHTML = '';
});

/** Starts an autofill sign-in that the browser keeps waiting, as it does until a saved passkey is picked. */
function waitingAutofill(server: ReturnType<typeof fakePasskeyRequest>, signal?: AbortSignal): Promise<unknown> {
  authenticator.answerWith('wait');
  return signInWithPasskey(server.request, { autofill: true, signal }).catch((error: unknown) => error);
}

describe('signInWithPasskey', () => {
  it('asks for a challenge (for one credential when given), prompts, and returns the login result', async () => {
    const server = fakePasskeyRequest();
    const result = await signInWithPasskey(server.request, { credentialId: 'cred-9', targetAppPid: 'zApp' });
    expect(result).toMatchObject({ verified: true, credentialId: 'cred-1', sessionToken: 'st', refreshToken: 'rt' });
    const [options, assertion] = server.calls;
    expect(options?.options).toMatchObject({ query: { credentialId: 'cred-9' }, auth: false });
    expect(authenticator.calls[0]).toMatchObject({ kind: 'get', mediation: undefined });
    expect(assertion?.route).toBe(`POST ${PASSKEY_PATHS.auth}`);
    expect(assertion?.options.query).toEqual({ challenge: btoa('challenge-1').replace(/=+$/, ''), targetAppPid: 'zApp' });
    expect(assertion?.options.body).toMatchObject({ id: 'cred-1', response: { signature: expect.any(String) } });
  });

  it('autofill waits in the browser as a conditional request', async () => {
    const server = fakePasskeyRequest();
    authenticator.answerWith({ credentialId: 'cred-7' });
    const result = await signInWithPasskey(server.request, { autofill: true });
    expect(authenticator.calls[0]?.mediation).toBe('conditional');
    expect(result.credentialId).toBe('cred-7');
  });

  it('its signal ends a waiting autofill request', async () => {
    const server = fakePasskeyRequest();
    const controller = new AbortController();
    const pending = waitingAutofill(server, controller.signal);
    await expect.poll(() => authenticator.calls.length).toBe(1);
    controller.abort();
    expect(isPasskeyAbort(await pending)).toBe(true);
    expect(authenticator.calls[0]?.signal?.aborted).toBe(true);
  });
});

describe('one ceremony at a time', () => {
  it.each([
    ['signing in with a button', 'get', (request: HttpRequest) => signInWithPasskey(request)],
    ['creating a passkey', 'create', (request: HttpRequest) => createPasskey(request, { email: 'alice@example.com' })],
  ] as const)('%s first aborts a waiting autofill request, before asking the server for a challenge', async (_, kind, start) => {
    const server = fakePasskeyRequest();
    const autofill = waitingAutofill(server);
    await expect.poll(() => authenticator.calls.length).toBe(1);
    let abortedBeforeRequest: boolean | undefined;
    const autofillSignal = authenticator.calls[0]?.signal;
    server.override(`GET ${PASSKEY_PATHS.register}`, () => {
      abortedBeforeRequest = autofillSignal?.aborted;
      return { challenge: 'Yw', rp: { name: 'Demo App' }, user: { id: 'dQ', name: 'a', displayName: 'a' }, pubKeyCredParams: [] };
    });
    server.override(`GET ${PASSKEY_PATHS.auth}`, () => {
      abortedBeforeRequest = autofillSignal?.aborted;
      return { challenge: 'Yw' };
    });
    authenticator.answerWith({ credentialId: 'cred-2' });
    await start(server.request);
    expect(abortedBeforeRequest).toBe(true);
    expect(isPasskeyAbort(await autofill)).toBe(true);
    expect(authenticator.calls.map((call) => [call.kind, call.signal?.aborted])).toEqual([
      ['get', true],
      [kind, false],
    ]);
  });

  it('aborting an autofill that already gave way leaves the newer ceremony alone', async () => {
    const server = fakePasskeyRequest();
    const autofillController = new AbortController();
    const buttonController = new AbortController();
    const autofill = waitingAutofill(server, autofillController.signal);
    await expect.poll(() => authenticator.calls.length).toBe(1);
    const button = signInWithPasskey(server.request, { signal: buttonController.signal }).catch((error: unknown) => error);
    await expect.poll(() => authenticator.calls.length).toBe(2);
    autofillController.abort();
    expect(isPasskeyAbort(await autofill)).toBe(true);
    expect(authenticator.calls[1]?.signal?.aborted).toBe(false);
    buttonController.abort();
    expect(isPasskeyAbort(await button)).toBe(true);
  });
});
