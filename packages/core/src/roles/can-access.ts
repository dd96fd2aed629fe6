import { parseWhoCanAccess, type WhoCanAccess } from './parse-who-can-access.js';
import { ROLES } from './role-names.js';

export interface AccessSubject {
  role: string | null | undefined;
  /** Holds a passport issued through an invitation. */
  invited: boolean;
}

/** Whether the subject passes a who-can-access option; an option that does not parse admits nobody. */
export function canAccess(option: string | WhoCanAccess, subject: AccessSubject): boolean {
  const parsed = typeof option === 'string' ? parseWhoCanAccess(option) : option;
  const isOwner = subject.role === ROLES.owner;
  const isAdmin = isOwner || subject.role === ROLES.admin;
  switch (parsed?.kind) {
    case 'all':
      return true;
    case 'owner':
      return isOwner;
    case 'admin':
      return isAdmin;
    case 'invited':
      return isAdmin || subject.invited;
    case 'roles':
      return subject.role ? parsed.roles.includes(subject.role) : false;
    default:
      return false;
  }
}
