import { randomUUID } from 'node:crypto';
import type { ConnectedAccountRecord, NewUser, NewUserSession } from '../types.js';

const HOUR = 60 * 60 * 1000;

/** A minimal valid user with a unique DID. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return { did: `did:abt:${randomUUID()}`, role: 'guest', sourceProvider: 'wallet', ...overrides };
}

/** A valid online session of `userDid`, expiring in an hour. */
export function newUserSession(userDid: string, overrides: Partial<NewUserSession> = {}): NewUserSession {
  return {
    id: randomUUID(),
    appPid: 'app-1',
    userDid,
    visitorId: randomUUID(),
    passportId: null,
    appUrl: 'https://app.example',
    provider: 'wallet',
    walletOS: 'web',
    userAgent: 'vitest',
    lastLoginIp: '127.0.0.1',
    expiresAt: Date.now() + HOUR,
    ...overrides,
  };
}

export type NewConnectedAccount = Omit<ConnectedAccountRecord, 'createdAt' | 'updatedAt'>;

/** A GitHub account linked to `userDid`, with a DID of its own unless overridden. */
export function newConnectedAccount(userDid: string, overrides: Partial<NewConnectedAccount> = {}): NewConnectedAccount {
  return {
    id: randomUUID(),
    userDid,
    provider: 'github',
    did: `did:abt:${randomUUID()}`,
    providerUserId: randomUUID(),
    email: null,
    fullName: null,
    avatar: null,
    extra: null,
    lastLoginAt: null,
    ...overrides,
  };
}
