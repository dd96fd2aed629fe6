import { DELAYS } from './time.js';

/** The `type` every message between a Foyer frame and its host app carries (SPEC §7 bridge calls). */
export const BRIDGE_MESSAGE_TYPE = 'foyer-bridge';

/** What a Foyer frame tells its host, each after its SPEC §9 delay (0 when the SPEC names none). */
export const BRIDGE_EVENT_DELAYS_MS = {
  onLogin: DELAYS.afterLoginMs,
  onLogout: DELAYS.afterLogoutMs,
  onChange: 0,
  onRefreshToken: 0,
  onRefreshUser: 0,
  onSwitchPassport: DELAYS.afterLoginMs,
  onSwitchProfile: DELAYS.afterLoginMs,
  onBindWallet: DELAYS.afterLogoutMs,
  onDidSpaceConnected: 0,
  onLoginCancel: 0,
  onSwitchPassportCancel: 0,
  onSwitchProfileCancel: 0,
  onBindWalletCancel: 0,
  onDidSpaceCancel: 0,
} as const;

export const BRIDGE_EVENTS = Object.keys(BRIDGE_EVENT_DELAYS_MS) as (keyof typeof BRIDGE_EVENT_DELAYS_MS)[];

/** What a host may ask its Foyer frame, answered by a response with the request's id. */
export const BRIDGE_REQUESTS = ['getVisitorId', 'autoLogin'] as const;
