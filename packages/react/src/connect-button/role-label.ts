import { roleOrDefault, type SessionUser } from '@foyer/core';

/** SPEC §2.14 role chip: the passport title, or the role in upper case. */
export function roleLabel(user: SessionUser): string {
  return user.roleTitle || roleOrDefault(user.role).toUpperCase();
}
