import type { TokenPayload } from '@foyer/core';

function seconds(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

/** `exp` and `iat` of a JWT without verifying it (the server verifies); null when the token is not a readable JWT. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof payload !== 'object' || payload === null || !('exp' in payload) || !('iat' in payload)) return null;
    // Wallet-protocol JWTs carry iat/exp as strings; accept both spellings.
    const exp = seconds(payload.exp);
    const iat = seconds(payload.iat);
    return Number.isFinite(exp) && Number.isFinite(iat) ? { exp, iat } : null;
  } catch {
    return null;
  }
}
