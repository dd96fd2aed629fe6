import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/** Fails as the browser itself would (NotSupportedError), before a challenge is asked for in vain. */
export function assertWebAuthn(): void {
  if (!browserSupportsWebAuthn()) throw new DOMException('WebAuthn is not supported in this browser', 'NotSupportedError');
}
