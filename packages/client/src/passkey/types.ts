import type { LoginResult } from '@foyer/core';

export interface CreatePasskeyOptions {
  /** The new account's address (register mode). */
  email?: string;
  /** Proof that `email` is the visitor's, when the app asks for it (`connectOptions.emailKyc`). */
  emailToken?: string;
  /** Adds the passkey to the signed-in user instead of creating an account. */
  connect?: boolean;
  /** The invite link's DID (see rememberInviter), for a new account. */
  inviter?: string;
  signal?: AbortSignal;
}

/** The server's answer once it stored a new passkey. */
export interface PasskeyRegistration {
  verified: true;
  credentialId: string;
}

export interface SignInWithPasskeyOptions {
  /** Asks for this passkey only, such as the one just created. */
  credentialId?: string;
  targetAppPid?: string;
  /** Offers the saved passkeys in the browser's autofill (conditional mediation) instead of a prompt. */
  autofill?: boolean;
  signal?: AbortSignal;
}

/** A passkey sign-in: the login result plus the passkey that proved it. */
export type PasskeyLoginResult = LoginResult & { verified: true; credentialId: string };
