import { TIME } from '@foyer/core';

export interface LimitRule {
  /** Requests allowed per key per window. */
  points: number;
  durationMs: number;
  /** When the counts cannot be read (Redis down): refuse, or let the request through. */
  failClosed: boolean;
}

// Numbers well above what one person (or an office behind one address) does, so only scripts meet them.
export const LIMITS = {
  // Mail costs money and reputation and is what abuse is after, so sends are refused while the counts are out of reach.
  sendCodePerIp: { points: 20, durationMs: 10 * TIME.minute, failClosed: true },
  sendCodePerAddress: { points: 10, durationMs: TIME.hour, failClosed: true },
  // Each code also dies after its own few wrong tries, so a guess here is never free even when the counts are out of reach.
  codeCheckPerIp: { points: 60, durationMs: 10 * TIME.minute, failClosed: false },
  passkeyOptionsPerIp: { points: 120, durationMs: 10 * TIME.minute, failClosed: false },
  connectSessionPerIp: { points: 600, durationMs: 10 * TIME.minute, failClosed: false },
  walletAnswerPerSession: { points: 30, durationMs: 10 * TIME.minute, failClosed: false },
  walletAnswerPerIp: { points: 600, durationMs: 10 * TIME.minute, failClosed: false },
  oauthCallbackPerIp: { points: 120, durationMs: 10 * TIME.minute, failClosed: false },
  // A relying party's backend sends all its users' token calls from a few addresses, as one client: only the address is counted, generously.
  tokenPerIp: { points: 3000, durationMs: TIME.minute, failClosed: false },
  registrationPerIp: { points: 30, durationMs: TIME.hour, failClosed: false },
  // Each assertion is single use and short-lived, so guessing is hopeless; this only stops one address hammering the check.
  federatedLoginPerIp: { points: 120, durationMs: 10 * TIME.minute, failClosed: false },
  // Signed calls come from a few peer servers, and a join request makes this app fetch another's did.json: generous, yet bounded.
  federatedCallPerIp: { points: 600, durationMs: 10 * TIME.minute, failClosed: false },
  // Connecting a DID Space makes this app call the provider (its did.json, a test write and read): a person does it rarely.
  connectSpacePerIp: { points: 60, durationMs: 10 * TIME.minute, failClosed: false },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;
