import type { ExtraParams, MessageCode, MessageParams, WalletOS } from '@foyer/core';
import type { JsonValue } from '@foyer/did';
import type { RequestedClaim } from './claims.js';

/** The signed-in user whose page opened the connect session, and the user session it did so with. */
export interface StartedBy {
  did: string;
  sessionId: string;
}

/** What the wallet proved by the last step: who it is, and its answers to that step's claims. */
export interface FinishedConnect {
  did: string;
  pk: string;
  answers: JsonValue[];
  walletOS: WalletOS;
  extraParams: ExtraParams;
  /** Set for an action that `requiresSession`. */
  startedBy?: StartedBy;
}

/** Where the wallet goes next: a new session of `action` for the same page (key and extraParams), or a `url` the host app opened. */
export type NextWorkflow = { action: string } | { url: string };

export interface ConnectOutcome {
  /** Sealed to the page as JSON. */
  result: object;
  next?: NextWorkflow;
  /** Handed to the wallet in the final signed answer's `response`, beside its DID: what it should keep (a credential). */
  walletResponse?: Record<string, JsonValue>;
}

/** The action will not do it: the session ends with this catalogue message, which the page shows and the wallet is told. */
export interface ConnectRefusal {
  refuse: MessageCode;
  params?: MessageParams;
}

/** One `{action}` of the connect protocol: the claims asked step by step, and what the answers do. */
export interface ConnectAction {
  /** Acts for the signed-in user: `GET /token` takes the page's bearer session token, and refuses without a live one. */
  requiresSession?: boolean;
  /** Worked out again at each answer, so they must be the same for the same extraParams. */
  steps(extraParams: ExtraParams): RequestedClaim[][];
  /** The page's parameters as the session keeps them, e.g. a one-time secret swapped for the id it names; throws to refuse. */
  openParams?(params: ExtraParams): Promise<ExtraParams>;
  finish(connect: FinishedConnect): Promise<ConnectOutcome | ConnectRefusal>;
}
