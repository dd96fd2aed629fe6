import { FoyerError } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPasskey } from './create-passkey.js';
import { isPasskeyAbort } from './is-passkey-abort.js';
import { PASSKEY_PATHS } from './passkey-paths.js';
import { installFakeAuthenticator, type FakeAuthenticator } from './test-support/fake-authenticator.js';
import { fakePasskeyRequest } from './test-support/fake-passkey-request.js';
import { webauthnErrorMessage } from './webauthn-error-message.js';

let authenticator: FakeAuthenticator;
beforeEach(() => {
  authenticator = installFakeAuthenticator();
});
afterEach(() => authenticator.uninstall());

describe('createPasskey', () => {
  it('register mode: asks for options with the e-mail proof, prompts, and sends the credential back with its challenge', async () => {
    const server = fakePasskeyRequest();
    const created = await createPasskey(server.request, { email: 'alice@example.com', emailToken: 'et-1' });
    expect(created).toEqual({ verified: true, credentialId: 'cred-1' });
    const [options, registration] = server.calls;
    expect(options?.route).toBe(`GET ${PASSKEY_PATHS.register}`);
    expect(options?.options).toMatchObject({ query: { email: 'alice@example.com', emailToken: 'et-1' }, auth: false });
    expect(authenticator.calls.map((call) => call.kind)).toEqual(['create']);
    expect(registration?.route).toBe(`POST ${PASSKEY_PATHS.register}`);
    expect(registration?.options.query).toEqual({ challenge: btoa('challenge-1').replace(/=+$/, '') });
    expect(registration?.options.body).toMatchObject({ id: 'cred-1', type: 'public-key' });
  });

  it("carries the invite link's inviter to the POST that creates the account", async () => {
    const server = fakePasskeyRequest();
    await createPasskey(server.request, { email: 'alice@example.com', inviter: 'did:abt:zBea' });
    expect(server.calls[1]?.options.query).toEqual({ challenge: btoa('challenge-1').replace(/=+$/, ''), inviter: 'did:abt:zBea' });
  });

  it('connect mode: sends the session token and no e-mail', async () => {
    const server = fakePasskeyRequest();
    await createPasskey(server.request, { connect: true });
    expect(server.calls.map((call) => [call.route, call.options.auth])).toEqual([
      [`GET ${PASSKEY_PATHS.register}`, true],
      [`POST ${PASSKEY_PATHS.register}`, true],
    ]);
    expect(server.calls[0]?.options.query).toEqual({});
  });

  it('refuses an answer without verified true (SPEC §5)', async () => {
    const server = fakePasskeyRequest();
    server.override(`POST ${PASSKEY_PATHS.register}`, () => ({ verified: false }));
    const failure = await createPasskey(server.request, { email: 'alice@example.com' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FoyerError);
    expect((failure as FoyerError).code).toBe('verifyPasskeyFailed');
  });

  it('a canceled prompt sends nothing back and reads "Authentication was canceled"', async () => {
    const server = fakePasskeyRequest();
    authenticator.answerWith({ fail: 'NotAllowedError' });
    const failure = await createPasskey(server.request, { email: 'alice@example.com' }).catch((error: unknown) => error);
    expect(webauthnErrorMessage(failure, 'en')).toBe('Authentication was canceled');
    expect(server.calls.map((call) => call.route)).toEqual([`GET ${PASSKEY_PATHS.register}`]);
  });

  it('a browser without WebAuthn fails before asking for a challenge', async () => {
    authenticator.uninstall();
    const server = fakePasskeyRequest();
    const failure = await createPasskey(server.request, { email: 'alice@example.com' }).catch((error: unknown) => error);
    expect(webauthnErrorMessage(failure, 'en')).toBe('This browser does not support passkey authentication');
    expect(server.calls).toHaveLength(0);
  });

  it('its signal closes the open prompt and nothing is sent back', async () => {
    const server = fakePasskeyRequest();
    authenticator.answerWith('wait');
    const controller = new AbortController();
    const pending = createPasskey(server.request, { email: 'alice@example.com', signal: controller.signal }).catch((error: unknown) => error);
    await expect.poll(() => authenticator.calls.length).toBe(1);
    controller.abort();
    expect(isPasskeyAbort(await pending)).toBe(true);
    expect(authenticator.calls[0]?.signal?.aborted).toBe(true);
    expect(server.calls).toHaveLength(1);
  });
});
