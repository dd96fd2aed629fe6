import { base64urlnopad } from '@scure/base';

/** base64url without padding, as every JWT segment is written. */
export function encodeBase64url(bytes: Uint8Array): string {
  return base64urlnopad.encode(bytes);
}
