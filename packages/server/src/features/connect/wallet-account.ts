import { randomUUID } from 'node:crypto';
import type { ConnectedAccountRecord } from '../../store/types.js';
import type { ProfileAnswer } from './profile-answer.js';

/** The row that makes wallet `did` the wallet account of user `userDid`, with the profile the wallet shared. */
export function walletAccount(userDid: string, did: string, { fullName, email, avatar }: ProfileAnswer): Omit<ConnectedAccountRecord, 'createdAt' | 'updatedAt'> {
  return {
    id: randomUUID(),
    userDid,
    provider: 'wallet',
    did,
    providerUserId: did,
    email: email ?? null,
    fullName: fullName ?? null,
    avatar: avatar ?? null,
    extra: null,
    lastLoginAt: null,
  };
}
