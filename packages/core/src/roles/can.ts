import { GRANTS } from './grants.js';
import { VERBS, type Resource, type Verb } from './resources.js';
import { ROLES, isRole, type Role } from './role-names.js';

function effectiveGrants(role: Role): Record<Verb, Set<Resource>> {
  const grants: Record<Verb, Set<Resource>> = { query: new Set(), mutate: new Set() };
  const grant = GRANTS[role];
  for (const parent of grant.inherits ?? []) {
    const inherited = effectiveGrants(parent);
    for (const verb of VERBS) inherited[verb].forEach((resource) => grants[verb].add(resource));
  }
  for (const verb of VERBS) grant[verb]?.forEach((resource) => grants[verb].add(resource));
  return grants;
}

const EFFECTIVE = new Map(Object.values(ROLES).map((role) => [role, effectiveGrants(role)]));

/** Whether `role` may `verb` the `resource`; a role the platform does not define is granted nothing, never guest's rights. */
export function can(role: string, verb: Verb, resource: Resource): boolean {
  return isRole(role) && (EFFECTIVE.get(role)?.[verb].has(resource) ?? false);
}
