import type { JsonValue } from '@foyer/did';

/** One claim an app asks for in `requestedClaims`; `items` lists the profile fields wanted. */
export interface RequestedClaim {
  type: string;
  description?: string;
  items?: string[];
  [field: string]: JsonValue | undefined;
}

/** What every signed answer of the app carries: a step asking for claims, or the final `status`. */
export interface AuthInfoBody {
  iss: string;
  action?: string;
  challenge?: string;
  url?: string;
  requestedClaims?: RequestedClaim[];
  /** With DID_CONNECT_MFA on, the first step's three two-digit codes: the owner picks the one the page shows. */
  mfaCodes?: number[];
  status?: 'ok' | 'error';
  errorMessage?: string;
  successMessage?: string;
  /** On the final answer: the auth URL of the workflow that follows, signed into this answer by the app. */
  nextWorkflow?: string;
  [claim: string]: JsonValue | undefined;
}

/** The app's reply to every wallet request: its public key and the JWT it signed. */
export interface AuthReply {
  appPk: string;
  authInfo: string;
}

export interface Profile {
  fullName: string;
  email?: string;
  avatar?: string;
}
