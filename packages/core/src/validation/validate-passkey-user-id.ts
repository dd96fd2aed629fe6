import { PASSKEY_USER_ID_BYTES } from '../constants/limits.js';
import { invalid, valid, type Validation } from './result.js';
import { utf8Length } from './utf8-length.js';

/** WebAuthn caps `user.id` at 64 bytes, counted in UTF-8 rather than characters. */
export function validatePasskeyUserId(input: unknown): Validation<string> {
  if (typeof input !== 'string') return invalid('passkeyUserIdInvalid', { field: 'userId' });
  const bytes = utf8Length(input);
  const inRange = bytes >= PASSKEY_USER_ID_BYTES.min && bytes <= PASSKEY_USER_ID_BYTES.max;
  return inRange ? valid(input) : invalid('passkeyUserIdInvalid', { field: 'userId' });
}
