import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { timeOrderedId } from '../store/time-ordered-id.js';

/** A refresh token as handed out (`<id>.<secret>`) and the only part of it the store keeps. */
export interface MintedRefreshToken {
  id: string;
  token: string;
  secretHash: string;
}

const SECRET_BYTES = 32;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function mintRefreshToken(): MintedRefreshToken {
  const id = timeOrderedId();
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { id, token: `${id}.${secret}`, secretHash: hashSecret(secret) };
}

export function parseRefreshToken(token: string): { id: string; secret: string } | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  return { id: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/** Constant-time, so response timing reveals nothing about how much of a guessed secret was right. */
export function secretMatches(secret: string, secretHash: string): boolean {
  const expected = Buffer.from(secretHash, 'base64url');
  const actual = Buffer.from(hashSecret(secret), 'base64url');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
