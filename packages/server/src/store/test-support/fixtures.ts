import { randomUUID } from 'node:crypto';
import type { NewUser, NewUserSession } from '../types.js';

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
