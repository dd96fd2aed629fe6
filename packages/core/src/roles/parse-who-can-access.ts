/** Who may open an app: a fixed audience, or an explicit `roles:a,b` list. */
export type WhoCanAccess =
  | { kind: 'owner' }
  | { kind: 'admin' }
  | { kind: 'invited' }
  | { kind: 'all' }
  | { kind: 'roles'; roles: string[] };

export const WHO_CAN_ACCESS = ['owner', 'admin', 'invited', 'all'] as const;
export const WHO_CAN_ACCESS_ROLES_PREFIX = 'roles:';

/** `null` when the option is none of the known forms, or a roles list naming no role. */
export function parseWhoCanAccess(option: string): WhoCanAccess | null {
  const trimmed = option.trim();
  const fixed = WHO_CAN_ACCESS.find((kind) => kind === trimmed);
  if (fixed) return { kind: fixed };
  if (!trimmed.startsWith(WHO_CAN_ACCESS_ROLES_PREFIX)) return null;
  const roles = trimmed
    .slice(WHO_CAN_ACCESS_ROLES_PREFIX.length)
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  return roles.length > 0 ? { kind: 'roles', roles } : null;
}
