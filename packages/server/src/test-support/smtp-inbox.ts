import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, for FOYER_SMTP_URL. */
  url: string;
  /** Every parsed message received so far. */
  received: Email[];
  /** The next message to `address` not yet taken, waiting for it to arrive. */
  next(address: string): Promise<Email>;
  close(): Promise<void>;
}

const WAIT_MS = 5000;

const isTo = (mail: Email, address: string) => mail.to?.some((to) => to.address === address) ?? false;

/** A real SMTP server on an ephemeral port, without TLS or auth, that parses every message it accepts. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: Email[] = [];
  const taken = new Set<Email>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(address) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const mail = received.find((candidate) => !taken.has(candidate) && isTo(candidate, address));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${WAIT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a sign-in mail's plain-text part. */
export function codeIn(mail: Email): string {
  const code = /^(\d{6})$/m.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`No code in mail "${mail.subject}"`);
  return code;
}

/** The magic link in a sign-in mail's plain-text part. */
export function linkIn(mail: Email): URL {
  const link = /^(https?:\/\/\S*magicToken=\S+)$/m.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error(`No magic link in mail "${mail.subject}"`);
  return new URL(link);
}
