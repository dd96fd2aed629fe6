import type { MailMessage, Mailer } from './mail-message.js';

export interface OutboxEntry extends MailMessage {
  sentAt: number;
}

const KEPT = 100;

/** Where mail goes when no SMTP server is configured: the last messages in memory, each also logged. */
export class DevOutbox implements Mailer {
  readonly #entries: OutboxEntry[] = [];

  async send(message: MailMessage): Promise<void> {
    this.#entries.push({ ...message, sentAt: Date.now() });
    if (this.#entries.length > KEPT) this.#entries.shift();
    const details = [message.code && `code ${message.code}`, message.link && `link ${message.link}`].filter(Boolean).join(', ');
    console.info(`[dev outbox] to ${message.to}: ${message.subject}${details ? ` (${details})` : ''}`);
  }

  /** Newest first. */
  list(): OutboxEntry[] {
    return [...this.#entries].reverse();
  }
}
