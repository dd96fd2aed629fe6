import type { ConnectOptions } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';

/** The switches the page needs for SPEC §6; without SMTP, mail only reaches the dev outbox, which exists in development alone. */
export function connectOptionsOf(config: Pick<FoyerConfig, 'allowWalletLogin' | 'allowEmailLogin' | 'passkeyEnabled' | 'emailKyc' | 'smtpUrl' | 'mode'>): ConnectOptions {
  const canSendMail = Boolean(config.smtpUrl) || config.mode === 'development';
  return { allowWallet: config.allowWalletLogin, allowEmail: config.allowEmailLogin && canSendMail, allowPasskey: config.passkeyEnabled, emailKyc: config.emailKyc };
}
