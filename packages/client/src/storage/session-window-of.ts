import type { TokenPayload } from '@foyer/core';
import { decodeTokenPayload } from '../session/decode-token-payload.js';

/** The iat and exp of a readable session token, if there is a well-formed one. */
export const sessionWindowOf = (sessionToken: string | null): TokenPayload | null => (sessionToken ? decodeTokenPayload(sessionToken) : null);
