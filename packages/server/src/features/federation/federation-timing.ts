/** How long a signed server call is valid: long enough for one hop, short enough that a captured one is soon useless. */
export const SERVER_CALL_TTL_SECONDS = 60;
/** How long the master's login assertion is valid: the popup hands it to the member page at once. */
export const ASSERTION_TTL_SECONDS = 120;
/** Outbound calls to another app give up after this, so a dead peer cannot hold a request (or an admin's click) open. */
export const OUTBOUND_TIMEOUT_MS = 5000;
/** How long the functional frame's nonce is good for: the frame spends it as soon as it has loaded. */
export const FRAME_NONCE_TTL_SECONDS = 60;
