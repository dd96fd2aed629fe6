import { invalid, valid, type Validation } from './result.js';

/** A refresh needs a token to present. */
export function validateRefreshToken(token: string | null | undefined): Validation<string> {
  return token ? valid(token) : invalid('refreshTokenNotFound');
}
