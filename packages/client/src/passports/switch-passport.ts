import { PATHS } from '@foyer/core';
import type { SessionTokens } from '../client/create-foyer-client.js';
import type { HttpRequest } from '../http/types.js';

/** SPEC §7 POST /switch: tokens of the same session acting under `passportId` (none with HttpOnly cookies), for `FoyerClient.applyLogin`. */
export function switchPassport(request: HttpRequest, passportId: string): Promise<Partial<SessionTokens>> {
  return request<Partial<SessionTokens>>(PATHS.switchPassport, { method: 'POST', body: { passportId } });
}
