import { randomBytes } from 'node:crypto';
import { TIME } from '@foyer/core';
import type { PasskeyChallengeKind, PasskeyChallengeRecord, Store } from '../../store/types.js';

/** How long ceremony options can be answered; also the timeout the browser is given. */
export const CHALLENGE_TTL_MS = 5 * TIME.minute;

const CHALLENGE_BYTES = 32;

/** 256 random bits, as the bytes the WebAuthn library encodes into the options. */
export const newChallenge = () => new Uint8Array(randomBytes(CHALLENGE_BYTES));

/** Keeps the challenge of options just handed out; expired ones are swept here, so the table stays small without a timer. */
export async function rememberChallenge(store: Store, record: Omit<PasskeyChallengeRecord, 'createdAt' | 'expiresAt'>): Promise<void> {
  const now = Date.now();
  await store.passkeyChallenges.removeExpired(now);
  await store.passkeyChallenges.create({ ...record, createdAt: now, expiresAt: now + CHALLENGE_TTL_MS });
}

/** Spends a challenge: it is gone whatever happens next, and comes back only when of one of `kinds` and unexpired. */
export async function spendChallenge(store: Store, challenge: string | undefined, kinds: PasskeyChallengeKind[]): Promise<PasskeyChallengeRecord | null> {
  const record = challenge ? await store.passkeyChallenges.take(challenge) : null;
  return record && kinds.includes(record.kind) && record.expiresAt > Date.now() ? record : null;
}
