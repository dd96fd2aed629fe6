import type { Locale } from '../constants/preferences.js';
import type { Provider } from '../constants/platform.js';
import type { UserType } from '../constants/statuses.js';
import type { Passport } from './passport.js';

export interface CardMetadata {
  bio?: string;
  joinedAt?: string;
  email?: string;
  phone?: { country: string; phoneNumber: string };
  location?: string;
  timezone?: string;
  links?: { url: string }[];
}

export interface UserAddress {
  country?: string;
  province?: string;
  city?: string;
  postalCode?: string;
  line1?: string;
  line2?: string;
}

export interface ConnectedAccount {
  provider: Provider;
  did: string;
  /** Provider-side label shown to the user, such as the GitHub login. */
  showProvider?: string;
}

export interface User {
  did: string;
  pk: string;
  /** A role of `ROLES` or an app-defined one; `DEFAULT_ROLE` when none. */
  role: string;
  fullName: string;
  /** `wallet` when the DID is a wallet's own, `derived` when issued for an OAuth, passkey or e-mail login. */
  type: UserType;
  /** Defaults to `'wallet'`. */
  sourceProvider: Provider;
  sourceAppPid?: string;
  locale?: Locale;
  inviter?: string;
  metadata?: CardMetadata;
  address?: UserAddress;
  email?: string;
  phone?: string;
  avatar?: string;
  roleTitle?: string;
  remark?: string;
  passports?: Passport[];
  didSpace?: { did: string; name: string };
  extraConfigs?: { connectedAccounts?: ConnectedAccount[]; sourceProvider?: Provider };
}

/** The user as a session sees it: the account's identities, resolved once. */
export interface SessionUser extends User {
  permanentDid: string;
  /** DID of the connected account whose provider is `'wallet'`, if any. */
  walletDid?: string;
  connectedDids: string[];
  sourceProviders: Provider[];
  connectedAccounts: ConnectedAccount[];
}
