import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

// 256 random bits cannot be guessed, so a plain digest is enough to keep the stored form useless.
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use bearer token (magic link, login token) and the hash the store keeps instead of it. */
export function mintOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}
