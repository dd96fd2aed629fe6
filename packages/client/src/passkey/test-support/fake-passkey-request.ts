import type { HttpRequest, RequestOptions } from '../../http/types.js';
import { PASSKEY_PATHS } from '../passkey-paths.js';

interface RecordedCall {
  route: string;
  options: RequestOptions;
}

/** base64url of 'challenge-n', as the server's options carry it. */
const challenge = (serial: number) => btoa(`challenge-${serial}`).replace(/=+$/, '');

/** A request function answering the passkey routes as the server contract says, recording every call. */
export function fakePasskeyRequest() {
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, (options: RequestOptions) => unknown>();
  let serial = 0;

  function answer(route: string, options: RequestOptions): unknown {
    const override = overrides.get(route);
    if (override) return override(options);
    switch (route) {
      case `GET ${PASSKEY_PATHS.register}`:
        serial += 1;
        return {
          challenge: challenge(serial),
          rp: { id: 'localhost', name: 'Demo App' },
          user: { id: btoa('user-1'), name: 'alice@example.com', displayName: 'alice@example.com' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        };
      case `GET ${PASSKEY_PATHS.auth}`:
        serial += 1;
        return { challenge: challenge(serial), rpId: 'localhost' };
      case `POST ${PASSKEY_PATHS.register}`:
        return { verified: true, credentialId: (options.body as { id: string }).id };
      case `POST ${PASSKEY_PATHS.auth}`:
        return { verified: true, credentialId: (options.body as { id: string }).id, sessionToken: 'st', refreshToken: 'rt', encrypted: false };
      default:
        throw new Error(`no fake route for ${route}`);
    }
  }

  const request = (async (path: string, options: RequestOptions = {}) => {
    const route = `${options.method ?? 'GET'} ${path}`;
    calls.push({ route, options });
    if (options.signal?.aborted) throw new DOMException('request aborted', 'AbortError');
    return answer(route, options);
  }) as HttpRequest;

  return {
    request,
    calls,
    override(route: string, handler: (options: RequestOptions) => unknown): void {
      overrides.set(route, handler);
    },
  };
}
