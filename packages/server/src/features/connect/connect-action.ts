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

/** One `{action}` of the connect protocol: the claims asked step by step, and what the answers do. */
export interface ConnectAction {
  steps(extraParams: ExtraParams): RequestedClaim[][];
  /** The result sealed to the page as JSON. */
  finish(connect: FinishedConnect): Promise<object>;
}
