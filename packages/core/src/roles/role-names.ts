import { PRODUCT } from '../product.js';

/** The platform's roles (SPEC §6). */
export const ROLES = {
  owner: 'owner',
  admin: 'admin',
  member: 'member',
  guest: 'guest',
  ci: 'ci',
  certificate: 'certificate',
  productOwner: `${PRODUCT}-owner`,
  productAdmin: `${PRODUCT}-admin`,
  productMember: `${PRODUCT}-member`,
  productGuest: `${PRODUCT}-guest`,
  productSdk: `${PRODUCT}-sdk`,
  externalProductController: `external-${PRODUCT}-controller`,
  externalProductsManager: `external-${PRODUCT}s-manager`,
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Roles a person can be issued a passport for. */
export const PASSPORT_ROLES = [ROLES.owner, ROLES.admin, ROLES.member, ROLES.guest, ROLES.ci] as const;
export type PassportRole = (typeof PASSPORT_ROLES)[number];

export const DEFAULT_ROLE = ROLES.guest;

export function isRole(value: string): value is Role {
  return Object.values(ROLES).some((role) => role === value);
}
