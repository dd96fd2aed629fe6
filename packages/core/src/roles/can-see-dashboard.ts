import { ROLES } from './role-names.js';

export function canSeeDashboard(role: string | null | undefined): boolean {
  return role === ROLES.owner || role === ROLES.admin;
}
