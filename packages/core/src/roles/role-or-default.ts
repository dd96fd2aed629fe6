import { DEFAULT_ROLE } from './role-names.js';

/** A user without a role acts as a guest. */
export function roleOrDefault(role: string | null | undefined): string {
  return role || DEFAULT_ROLE;
}
