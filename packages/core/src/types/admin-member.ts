import type { Passport } from './passport.js';
import type { ConnectedAccount } from './user.js';

/** A person as the admin console lists them; times are epoch ms, `lastLoginAt` null until they first sign in again. */
export interface AdminMember {
  did: string;
  fullName: string;
  email: string | null;
  avatar: string | null;
  role: string;
  createdAt: number;
  lastLoginAt: number | null;
}

export interface AdminMemberPage {
  members: AdminMember[];
  page: number;
  pageSize: number;
  /** Exact while `totalExact`; else counting stopped there and there are more. */
  total: number;
  totalExact: boolean;
}

/** One person with their passports (any status) and the ways they sign in. */
export interface AdminMemberDetail {
  member: AdminMember;
  passports: Passport[];
  signInMethods: { connectedAccounts: ConnectedAccount[]; passkeys: number };
}
