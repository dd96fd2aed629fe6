import { STORAGE_KEYS, type Resource, type Verb } from '@foyer/core';
import { uniqueSymbol } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';

/** The two ways a request presents its session token (http/session-token.ts): either one will do. */
export const SESSION_SECURITY_SCHEMES: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  sessionBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Foyer session token. Without a live one the answer is 401 invalidToken.' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: STORAGE_KEYS.sessionToken, description: 'The same session token in its HttpOnly cookie (with the CSRF header).' },
};

/** The SPEC §6 grant a guard checks, as the role name OpenAPI 3.1 lets a security requirement list. */
export const grantName = (verb: Verb, resource: Resource) => `${verb}:${resource}`;

/**
 * Marks a session guard so the OpenAPI document says what it demands: a live session (with `grants`, a session whose role
 * has them); `optional` for a guard that lets a signed-out visitor through. hono-openapi reads the mark off each handler of a route.
 */
export function documentsSession<Guard extends object>(guard: Guard, { grants = [], optional = false }: { grants?: string[]; optional?: boolean } = {}): Guard {
  const security: OpenAPIV3_1.SecurityRequirementObject[] = Object.keys(SESSION_SECURITY_SCHEMES).map((scheme) => ({ [scheme]: grants }));
  return Object.assign(guard, { [uniqueSymbol]: { spec: { security: optional ? [{}, ...security] : security } } });
}
