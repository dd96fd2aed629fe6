import { createHash } from 'node:crypto';

/** The `bh` claim: base64url SHA-256 of the exact body bytes, so a signature covers what was sent, not a re-serialisation. */
export const bodyHash = (body: string): string => createHash('sha256').update(body).digest('base64url');
