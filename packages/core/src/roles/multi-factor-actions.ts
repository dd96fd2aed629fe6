import { TIME } from '../constants/time.js';
import { PRODUCT } from '../product.js';

/** Actions that need a second factor before they run (SPEC §6). */
export const MULTI_FACTOR_ACTIONS = [
  `delete-${PRODUCT}`,
  'delete-component',
  'delete-route-rule',
  'delete-domain-alias',
  'delete-certificate',
  'delete-access-key',
  'delete-webhook',
  'delete-security-rule',
  'delete-response-header-policy',
  'delete-access-policy',
  'rotate-session-key',
  'upgrade-node-version',
  'remove-user',
  'update-user-approval',
  'configure-vault',
] as const;
export type MultiFactorAction = (typeof MULTI_FACTOR_ACTIONS)[number];

export function requiresMultiFactor(action: string): boolean {
  return MULTI_FACTOR_ACTIONS.some((protectedAction) => protectedAction === action);
}

/** How recent the sign-in behind a session must be for the user's own multi-factor action (removing their account). */
export const FRESH_SIGN_IN_MS = 5 * TIME.minute;
