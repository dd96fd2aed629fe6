import { PATHS, type Passport } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';

/** SPEC §7 GET /passports: the signed-in user's valid passports, which the switch passport dialog offers. */
export function listPassports(request: HttpRequest): Promise<Passport[]> {
  return request<Passport[]>(PATHS.passports);
}
