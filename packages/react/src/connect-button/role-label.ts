import type { Locale, SessionUser } from '@foyer/core';
import { roleName } from '../roles/role-name.js';

/** SPEC §2.14 role chip: the passport title, or the role in upper case. */
export function roleLabel(user: SessionUser, locale: Locale): string {
  return user.roleTitle || roleName(user.role, locale).toUpperCase();
}
