import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { HttpRequest } from '../http/types.js';
import { assertWebAuthn } from './assert-webauthn.js';
import { ceremonySlot } from './ceremony-slot.js';
import { checkVerified } from './check-verified.js';
import { PASSKEY_PATHS } from './passkey-paths.js';
import type { PasskeyLoginResult, SignInWithPasskeyOptions } from './types.js';

/** Signs in with a saved passkey: the server's challenge, the browser's prompt (or autofill), the server's check. */
export async function signInWithPasskey(request: HttpRequest, options: SignInWithPasskeyOptions = {}): Promise<PasskeyLoginResult> {
  const { credentialId, targetAppPid, autofill = false, signal } = options;
  if (!autofill) ceremonySlot.cancelAutofill();
  assertWebAuthn();
  const optionsJSON = await request<PublicKeyCredentialRequestOptionsJSON>(PASSKEY_PATHS.auth, {
    query: { credentialId },
    auth: false,
    signal,
  });
  const assertion = await ceremonySlot.run(autofill, () => startAuthentication({ optionsJSON, useBrowserAutofill: autofill }), signal);
  const result = await request<PasskeyLoginResult>(PASSKEY_PATHS.auth, {
    method: 'POST',
    query: { challenge: optionsJSON.challenge, targetAppPid },
    body: assertion,
    auth: false,
    signal,
  });
  return checkVerified(result);
}
