import { randomBytes } from 'node:crypto';

/** A fresh challenge for `step`; it names its step, so a connect session needs no column for where the wallet is. */
export function newChallenge(step: number): string {
  return `${step}.${randomBytes(16).toString('hex')}`;
}

export function stepOfChallenge(challenge: string): number {
  return Number(challenge.split('.')[0]);
}
