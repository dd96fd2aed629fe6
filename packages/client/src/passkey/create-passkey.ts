import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { HttpRequest } from '../http/types.js';
import { assertWebAuthn } from './assert-webauthn.js';
import { ceremonySlot } from './ceremony-slot.js';
import { checkVerified } from './check-verified.js';
import { PASSKEY_PATHS } from './passkey-paths.js';
import type { CreatePasskeyOptions, PasskeyRegistration } from './types.js';

/**
 * Creates a passkey: the server's options, the browser's prompt, the server's check. In connect mode it
 * belongs to the signed-in user; otherwise to a new account for `email`.
 */
export async function createPasskey(request: HttpRequest, options: CreatePasskeyOptions = {}): Promise<PasskeyRegistration> {
  const { email, emailToken, connect = false, inviter, signal } = options;
  ceremonySlot.cancelAutofill();
  assertWebAuthn();
  const optionsJSON = await request<PublicKeyCredentialCreationOptionsJSON>(PASSKEY_PATHS.register, {
    query: connect ? {} : { email, emailToken },
    auth: connect,
    signal,
  });
  const credential = await ceremonySlot.run(false, () => startRegistration({ optionsJSON }), signal);
  const registration = await request<PasskeyRegistration>(PASSKEY_PATHS.register, {
    method: 'POST',
    query: { challenge: optionsJSON.challenge, inviter },
    body: credential,
    auth: connect,
    signal,
  });
  return checkVerified(registration);
}
