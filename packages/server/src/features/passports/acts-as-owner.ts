import { ROLES } from '@foyer/core';
import type { Caller } from '../../http/require-grant.js';

/** Owner passports are the owner's to hand out and take back: admins share every other right of SPEC §6, not this one. */
export const actsAsOwner = ({ claims, user }: Caller) => claims.role === ROLES.owner && user.role === ROLES.owner;
