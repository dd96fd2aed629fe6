import type { FoyerConfig } from '../config/config-schema.js';
import { DevOutbox } from './dev-outbox.js';
import type { Mailer } from './mail-message.js';
import { createSmtpMailer } from './smtp-mailer.js';

export interface MailSetup {
  mailer: Mailer;
  /** Present only when mail stays in memory because no SMTP server is configured. */
  outbox: DevOutbox | null;
}

const defaultFrom = ({ appName, appUrl }: Pick<FoyerConfig, 'appName' | 'appUrl'>) => `"${appName.replace(/["\\]/g, '')}" <no-reply@${new URL(appUrl).hostname}>`;

export function createMailer(config: Pick<FoyerConfig, 'smtpUrl' | 'mailFrom' | 'appName' | 'appUrl'>): MailSetup {
  if (!config.smtpUrl) {
    const outbox = new DevOutbox();
    return { mailer: outbox, outbox };
  }
  return { mailer: createSmtpMailer(config.smtpUrl, config.mailFrom ?? defaultFrom(config)), outbox: null };
}
