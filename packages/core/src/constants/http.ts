import { PRODUCT } from '../product.js';

export const SDK_VERSION = '1.16.43';
/** Version of the DID Connect wallet messages Foyer speaks. */
export const CONNECT_VERSION = '1.1.0';

export const HEADERS = {
  csrfToken: 'x-csrf-token',
  sdkVersion: 'x-foyer-sdk-version',
  visitorId: 'x-foyer-visitor-id',
  connectVersion: 'x-did-connect-version',
  realHostname: 'x-real-hostname',
  realPort: 'x-real-port',
  realProtocol: 'x-real-protocol',
  forwardedFor: 'x-forwarded-for',
  retryAfter: 'retry-after',
  /** Sent by the SDK as HTTP_ONLY_ENGINE: the server then sets the tokens as HttpOnly cookies and leaves them out of the body. */
  tokenDelivery: 'x-foyer-token-delivery',
} as const;

export const CSRF_COOKIE = 'x-csrf-token';

/** Authorization scheme of a signed server-to-server call between federated apps (issue 14): `Foyer-Signature <jws>`. */
export const FEDERATION_SIGNATURE_SCHEME = 'Foyer-Signature';

const productNotFound = `${PRODUCT}_not_found` as const;
const productNotPurchased = `${PRODUCT}_not_purchased` as const;

/** Response status codes of the platform API (SPEC §8). */
export const STATUS_CODES = {
  ok: 0,
  [productNotFound]: 1,
  [productNotPurchased]: 2,
  forbidden: 403,
  internal: 500,
  timeout: 504,
} as const;
