import type { ExtraParams, WalletOS } from '@foyer/core';
import type { JsonValue } from '@foyer/did';
import type { RequestedClaim } from './claims.js';

/** What the wallet proved by the last step: who it is, and its answers to that step's claims. */
export interface FinishedConnect {
  did: string;
  pk: string;
  answers: JsonValue[];
  walletOS: WalletOS;
  extraParams: ExtraParams;
}

/** Where the wallet goes next: a new session of `action` for the same page (key and extraParams), or a `url` the host app opened. */
export type NextWorkflow = { action: string } | { url: string };

export interface ConnectOutcome {
  /** Sealed to the page as JSON. */
  result: object;
  next?: NextWorkflow;
}

/** One `{action}` of the connect protocol: the claims asked step by step, and what the answers do. */
export interface ConnectAction {
  /** Worked out again at each answer, so they must be the same for the same extraParams. */
  steps(extraParams: ExtraParams): RequestedClaim[][];
  finish(connect: FinishedConnect): Promise<ConnectOutcome>;
}
