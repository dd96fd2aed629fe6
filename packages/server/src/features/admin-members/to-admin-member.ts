import { roleOrDefault, type AdminMember } from '@foyer/core';
import type { UserRecord } from '../../store/types.js';

/** A stored person as the admin console lists them: what identifies and reaches them, none of their settings. */
export function toAdminMember(user: UserRecord): AdminMember {
  return {
    did: user.did,
    fullName: user.fullName ?? '',
    email: user.email,
    avatar: user.avatar,
    role: roleOrDefault(user.role),
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  };
}
