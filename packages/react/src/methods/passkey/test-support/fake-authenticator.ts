import { afterEach, beforeEach } from 'vitest';
import type { FakeApi } from '../../../test-support/fake-api.js';

type WebAuthnFailure = 'NotAllowedError' | 'SecurityError' | 'NotSupportedError';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A credential's id is the base64url of its raw id, as browsers give it. */
export const credentialIdOf = (name: string) => btoa(name).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A credential shaped like the browser's, enough for @simplewebauthn/browser to turn it into JSON. */
function credential(name: string, response: Record<string, unknown>) {
  const id = credentialIdOf(name);
  return { id, rawId: bytes(name), type: 'public-key', response, authenticatorAttachment: 'platform', getClientExtensionResults: () => ({}) };
}

/**
 * Stands in for the browser's WebAuthn in happy-dom (UI flow only): create() saves a new passkey, get() hands out the
 * requested or first saved one, an autofill (conditional) get() waits until `pickFromAutofill`, `failNext` raises
 * the DOMException a browser would and `holdNext` keeps the prompt open. Requests end with the signal's reason when aborted, as in browsers.
 */
export function installFakeAuthenticator() {
  /** Raw ids of the passkeys this device holds. */
  const passkeys: string[] = [];
  const requests: { kind: 'create' | 'get'; conditional: boolean; signal?: AbortSignal | null }[] = [];
  let next: WebAuthnFailure | 'hold' | undefined;
  let pickAutofill: ((id: string) => void) | undefined;

  function answer(kind: 'create' | 'get', init: CredentialCreationOptions | CredentialRequestOptions): Promise<unknown> {
    const conditional = 'mediation' in init && init.mediation === 'conditional';
    requests.push({ kind, conditional, signal: init.signal });
    return new Promise((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      const told = next;
      next = undefined;
      if (told === 'hold') return;
      if (told) return reject(new DOMException(`The fake authenticator raised ${told}`, told));
      const assertion = (name: string) =>
        credential(name, {
          authenticatorData: bytes('authenticator'),
          clientDataJSON: bytes('{}'),
          signature: bytes(`signed by ${name}`),
          userHandle: null,
        });
      if (conditional) {
        pickAutofill = (name) => resolve(assertion(name));
        return;
      }
      if (kind === 'create') {
        const name = `passkey-${passkeys.length + 1}`;
        passkeys.push(name);
        return resolve(credential(name, { attestationObject: bytes('attestation'), clientDataJSON: bytes('{}'), getTransports: () => ['internal'] }));
      }
      const allowCredentials = (init as CredentialRequestOptions).publicKey?.allowCredentials;
      const allowed = allowCredentials?.map((item) => new TextDecoder().decode(item.id as ArrayBuffer));
      const name = passkeys.find((saved) => !allowed?.length || allowed.includes(saved));
      if (!name) return reject(new DOMException('No passkey for this site', 'NotAllowedError'));
      resolve(assertion(name));
    });
  }

  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    get: () => ({
      create: (init: CredentialCreationOptions) => answer('create', init),
      get: (init: CredentialRequestOptions) => answer('get', init),
    }),
  });
  class FakePublicKeyCredential {
    static isConditionalMediationAvailable = () => Promise.resolve(true);
  }
  Object.defineProperty(globalThis, 'PublicKeyCredential', { configurable: true, writable: true, value: FakePublicKeyCredential });

  return {
    passkeys,
    requests,
    /** A passkey saved earlier, as on a returning visitor's device. */
    save(name: string): void {
      passkeys.push(name);
    },
    failNext(name: WebAuthnFailure): void {
      next = name;
    },
    /** The next prompt stays open until it is aborted, as when the visitor has not answered yet. */
    holdNext(): void {
      next = 'hold';
    },
    /** The visitor picks a saved passkey from the address field's autofill. */
    pickFromAutofill(name: string): void {
      pickAutofill?.(name);
    },
    uninstall(): void {
      Reflect.deleteProperty(navigator, 'credentials');
      Reflect.deleteProperty(globalThis, 'PublicKeyCredential');
    },
  };
}

export type FakeAuthenticator = ReturnType<typeof installFakeAuthenticator>;

/** Before each test: a fake authenticator holding `name`'s passkey, which the fake API knows; uninstalled after. */
export function useSavedPasskey(api: () => FakeApi, name = 'alice-phone'): () => FakeAuthenticator {
  let authenticator: FakeAuthenticator;
  beforeEach(() => {
    authenticator = installFakeAuthenticator();
    authenticator.save(name);
    api().savePasskey(credentialIdOf(name));
  });
  afterEach(() => authenticator.uninstall());
  return () => authenticator;
}
