import { RESOURCES as R, type Resource, type Verb } from './resources.js';
import { ROLES, type Role } from './role-names.js';

export type RoleGrant = { inherits?: readonly Role[] } & { readonly [verb in Verb]?: readonly Resource[] };

/** SPEC §6 as data: each role's own grants plus the roles whose grants it inherits. */
export const GRANTS: Readonly<Record<Role, RoleGrant>> = {
  [ROLES.guest]: {
    query: [R.products, R.router, R.webhook, R.notification, R.team, R.accessKey, R.node, R.session],
  },
  [ROLES.member]: { inherits: [ROLES.guest], mutate: [R.products, R.router, R.notification, R.session] },
  [ROLES.admin]: { inherits: [ROLES.member], mutate: [R.team, R.webhook, R.accessKey, R.node, R.certificate] },
  [ROLES.owner]: { inherits: [ROLES.admin] },
  [ROLES.ci]: { query: [R.products], mutate: [R.products] },
  [ROLES.certificate]: { query: [R.certificate], mutate: [R.certificate] },
  [ROLES.productSdk]: { query: [R.team, R.accessKey, R.product], mutate: [R.team, R.accessKey] },
  [ROLES.productGuest]: {},
  [ROLES.productMember]: { inherits: [ROLES.productGuest], query: [R.team, R.product, R.notification, R.accessKey] },
  [ROLES.productAdmin]: { inherits: [ROLES.productMember], mutate: [R.team, R.accessKey, R.product, R.notification] },
  [ROLES.productOwner]: { inherits: [ROLES.productAdmin] },
  [ROLES.externalProductController]: { query: [R.products], mutate: [R.products] },
  [ROLES.externalProductsManager]: { query: [R.products], mutate: [R.products] },
};
