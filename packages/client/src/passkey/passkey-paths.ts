import { PASSKEY_PREFIX } from '@foyer/core';

/** The passkey routes of the Foyer server. */
export const PASSKEY_PATHS = {
  register: `${PASSKEY_PREFIX}/register`,
  auth: `${PASSKEY_PREFIX}/auth`,
  emailSend: `${PASSKEY_PREFIX}/email/send`,
  emailVerify: `${PASSKEY_PREFIX}/email/verify`,
} as const;
