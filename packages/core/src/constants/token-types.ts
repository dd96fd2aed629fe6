/**
 * The JOSE `typ` of each JWT kind Foyer signs (RFC 8725 §3.11 explicit typing). Each verifier demands its own kind's
 * value, so a token signed by the same key for another purpose is refused there whatever its claims say.
 */
export const TOKEN_TYPES = {
  /** The 1-hour session token, aud = the app's DID. */
  session: 'foyer-session+jwt',
  /** The master's login assertion, aud = the member's DID. */
  loginAssertion: 'foyer-login-assertion+jwt',
  /** The master's bridge cookie credential, aud = `<app DID>#federated-bridge`. */
  bridge: 'foyer-bridge+jwt',
  /** The nonce the master's functional frame is rendered with, spent by its one sign-out call; aud = `<app DID>#functional-frame`. */
  functionalFrame: 'foyer-functional-frame+jwt',
  /** A signed server-to-server call (Foyer-Signature), aud = the callee's DID. */
  serverCall: 'foyer-server-call+jwt',
  /** The passport VC: the VC Data Model 1.1 JWT form allows no `typ` but JWT; what it is says its `vc.type`. */
  passportCredential: 'JWT',
} as const;
