import type { SmtpInbox } from '../../../packages/server/src/test-support/smtp-inbox.js';
import { emailSignIn } from './email-sign-in.js';
import { checkSession, refreshSession, signOut } from './session-steps.js';
import type { Kind, SoakTally } from './soak-tally.js';
import { Unexpected, type SoakUser } from './soak-user.js';
import { walletSignIn } from './wallet-sign-in.js';

// Shares of the arrivals: twice as many sign-ins as sign-outs, so the signed-in population (each user checked again later) grows steadily.
const WEIGHTS: [Kind, number][] = [
  ['email sign-in', 0.1],
  ['wallet sign-in', 0.1],
  ['session check', 0.45],
  ['refresh', 0.25],
  ['sign-out', 0.1],
];

function pick(random: number): Kind {
  let left = random;
  for (const [kind, weight] of WEIGHTS) {
    if ((left -= weight) < 0) return kind;
  }
  return 'session check';
}

export interface SoakMix {
  /** Starts one arrival: a kind drawn by weight, on a signed-in user no other operation holds (a sign-in when there is none). */
  arrive(): Promise<void>;
  /** Checks every signed-in user once more, so a session lost and never drawn again still counts. */
  checkAll(): Promise<void>;
  signedIn(): number;
}

/** The soak's mixed load on the front: sign-ins add users, checks, refreshes and sign-outs take one idle user each. */
export function soakMix(front: string, inbox: SmtpInbox, tally: SoakTally): SoakMix {
  const idle: SoakUser[] = [];
  let held = 0;

  async function timed(kind: Kind, operation: () => Promise<void>): Promise<boolean> {
    const began = performance.now();
    try {
      await operation();
      tally.record(kind, performance.now() - began, 'ok');
      return true;
    } catch (error) {
      const lost = error instanceof Unexpected && error.lost;
      tally.record(kind, performance.now() - began, lost ? 'lost' : 'error', error instanceof Error ? error.message : String(error));
      return !lost;
    }
  }

  // A sign-out the other instance still honoured for a moment is within the goal (1 s) but noted, with how long.
  const noteLate = (ms: number) => {
    if (ms > 0) tally.lateRevocationsMs.push(ms);
  };

  // A lost user leaves the pool, so one lost session is counted once rather than at every later draw.
  async function onUser(kind: Kind, user: SoakUser, step: (user: SoakUser) => Promise<void>, keep: boolean): Promise<void> {
    held += 1;
    const alive = await timed(kind, () => step(user));
    held -= 1;
    if (keep && alive) idle.push(user);
  }

  return {
    arrive() {
      const drawn = pick(Math.random());
      const kind = idle.length === 0 && !drawn.endsWith('sign-in') ? (Math.random() < 0.5 ? 'email sign-in' : 'wallet sign-in') : drawn;
      if (kind === 'email sign-in') return timed(kind, async () => void idle.push(await emailSignIn(front, inbox))).then(() => undefined);
      if (kind === 'wallet sign-in') return timed(kind, async () => void idle.push(await walletSignIn(front))).then(() => undefined);
      const user = idle.splice(Math.floor(Math.random() * idle.length), 1)[0] as SoakUser;
      if (kind === 'refresh') return onUser(kind, user, (u) => refreshSession(front, u), true);
      if (kind === 'sign-out') return onUser(kind, user, (u) => signOut(front, u).then(noteLate), false);
      return onUser(kind, user, (u) => checkSession(front, u), true);
    },
    async checkAll() {
      const everyone = idle.splice(0);
      await Promise.all(everyone.map((user) => onUser('final check', user, (u) => checkSession(front, u), true)));
    },
    signedIn: () => idle.length + held,
  };
}
