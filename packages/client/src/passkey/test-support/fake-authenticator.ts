/** What the fake authenticator does with the next request: hand out a passkey, fail as a browser would, or wait. */
export type FakeAnswer =
  | { credentialId: string }
  | { fail: 'NotAllowedError' | 'SecurityError' | 'NotSupportedError' | 'InvalidStateError' }
  | 'wait';

interface FakeCall {
  kind: 'create' | 'get';
  mediation: string | undefined;
  signal: AbortSignal | undefined;
  publicKey: PublicKeyCredentialCreationOptions | PublicKeyCredentialRequestOptions | undefined;
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A credential shaped like the browser's, enough for @simplewebauthn/browser to turn it into JSON. */
function fakeCredential(kind: FakeCall['kind'], id: string) {
  const response =
    kind === 'create'
      ? { attestationObject: bytes(`attestation:${id}`), clientDataJSON: bytes('{}'), getTransports: () => ['internal'] }
      : {
          authenticatorData: bytes(`authenticator:${id}`),
          clientDataJSON: bytes('{}'),
          signature: bytes(`signature:${id}`),
          userHandle: null,
        };
  return { id, rawId: bytes(id), type: 'public-key', response, authenticatorAttachment: 'platform', getClientExtensionResults: () => ({}) };
}

/**
 * Stands in for WebAuthn in happy-dom (which has none): a PublicKeyCredential global and navigator.credentials,
 * answering each create/get as told and rejecting with the signal's reason when it is aborted, as browsers do.
 */
export function installFakeAuthenticator(options: { autofill?: boolean } = {}) {
  const calls: FakeCall[] = [];
  let answer: FakeAnswer = { credentialId: 'cred-1' };

  function request(kind: FakeCall['kind'], init: CredentialRequestOptions | CredentialCreationOptions): Promise<unknown> {
    const { signal, publicKey } = init;
    const mediation = 'mediation' in init ? init.mediation : undefined;
    calls.push({ kind, mediation, signal: signal ?? undefined, publicKey });
    const current = answer;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      if (current === 'wait') return;
      if ('fail' in current) return reject(new DOMException(`The fake authenticator raised ${current.fail}`, current.fail));
      resolve(fakeCredential(kind, current.credentialId));
    });
  }

  const credentials = {
    create: (init: CredentialCreationOptions) => request('create', init),
    get: (init: CredentialRequestOptions) => request('get', init),
  };
  class FakePublicKeyCredential {
    static isConditionalMediationAvailable = () => Promise.resolve(options.autofill ?? true);
  }
  Object.defineProperty(navigator, 'credentials', { configurable: true, get: () => credentials });
  Object.defineProperty(globalThis, 'PublicKeyCredential', { configurable: true, writable: true, value: FakePublicKeyCredential });

  return {
    calls,
    answerWith(next: FakeAnswer): void {
      answer = next;
    },
    uninstall(): void {
      Reflect.deleteProperty(navigator, 'credentials');
      Reflect.deleteProperty(globalThis, 'PublicKeyCredential');
    },
  };
}

export type FakeAuthenticator = ReturnType<typeof installFakeAuthenticator>;
