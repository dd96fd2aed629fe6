import type { ConnectOptions } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import { listOAuthProviders } from '../oauth-login/list-oauth-providers.js';

/** The switches the page needs for SPEC §6; without SMTP, mail only reaches the dev outbox, which exists in development alone. */
export function connectOptionsOf(config: FoyerConfig): ConnectOptions {
  const canSendMail = Boolean(config.smtpUrl) || config.mode === 'development';
  return { allowWallet: config.allowWalletLogin, allowEmail: config.allowEmailLogin && canSendMail, allowPasskey: config.passkeyEnabled, emailKyc: config.emailKyc, oauthProviders: listOAuthProviders(config), invitesEnabled: config.invitesEnabled, nftCollections: config.nftCollections.map((collection) => collection.name) };
}
