function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token: the client only decodes payloads, the server verifies signatures. */
export function makeToken(payload: object): string {
  return `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

/** A session token issued `ageSeconds` ago that lives `lifetimeSeconds`. */
export function sessionTokenAt(nowMs: number, ageSeconds = 0, lifetimeSeconds = 3600, id = 'sub'): string {
  const iat = Math.floor(nowMs / 1000) - ageSeconds;
  return makeToken({ sub: id, iat, exp: iat + lifetimeSeconds });
}
