import type { WhoCanAccess } from './parse-who-can-access.js';

export const ACCESS_POLICIES = ['public', 'invited-only', 'owner-only', 'admin-only'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

/** Each access policy admits the same audience as one who-can-access option. */
export const ACCESS_POLICY_AUDIENCE: Readonly<Record<AccessPolicy, WhoCanAccess>> = {
  public: { kind: 'all' },
  'invited-only': { kind: 'invited' },
  'owner-only': { kind: 'owner' },
  'admin-only': { kind: 'admin' },
};
