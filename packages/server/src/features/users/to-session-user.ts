import { resolveLocale, roleOrDefault, type CardMetadata, type ConnectedAccount, type SessionUser, type UserAddress } from '@foyer/core';
import type { ConnectedAccountRecord, PassportRecord, UserRecord } from '../../store/types.js';
import { toPassport } from '../passports/to-passport.js';
import { toProvider } from './known-values.js';

export interface SessionUserSources {
  user: UserRecord;
  accounts: ConnectedAccountRecord[];
  passports: PassportRecord[];
  /** The passport the session acts under, which then sets the role. */
  activePassportId: string | null;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The user as a session sees it (SPEC §3): the account itself counts as one of its connected accounts. */
export function toSessionUser({ user, accounts, passports, activePassportId }: SessionUserSources): SessionUser {
  const sourceProvider = toProvider(user.sourceProvider);
  const linked: ConnectedAccount[] = accounts.map((account) => ({
    provider: toProvider(account.provider),
    did: account.did,
    showProvider: account.email ?? account.fullName ?? undefined,
  }));
  const connectedAccounts = linked.some((account) => account.did === user.did) ? linked : [{ provider: sourceProvider, did: user.did }, ...linked];
  const active = passports.find((passport) => passport.id === activePassportId && passport.status === 'valid');
  return {
    did: user.did,
    pk: user.pk ?? '',
    role: active?.role ?? roleOrDefault(user.role),
    fullName: user.fullName ?? '',
    type: sourceProvider === 'wallet' ? 'wallet' : 'derived',
    sourceProvider,
    sourceAppPid: user.sourceAppPid ?? undefined,
    locale: user.locale ? resolveLocale(user.locale) : undefined,
    inviter: user.inviter ?? undefined,
    metadata: (user.metadata ?? undefined) as CardMetadata | undefined,
    address: (user.address ?? undefined) as UserAddress | undefined,
    email: user.email ?? undefined,
    phone: user.phone ?? undefined,
    avatar: user.avatar ?? undefined,
    roleTitle: active?.title,
    remark: user.remark ?? undefined,
    passports: passports.map(toPassport),
    didSpace: user.didSpace ?? undefined,
    extraConfigs: { connectedAccounts, sourceProvider },
    permanentDid: user.did,
    walletDid: connectedAccounts.find((account) => account.provider === 'wallet')?.did,
    connectedDids: unique(connectedAccounts.map((account) => account.did)),
    sourceProviders: unique(connectedAccounts.map((account) => account.provider)),
    connectedAccounts,
  };
}
