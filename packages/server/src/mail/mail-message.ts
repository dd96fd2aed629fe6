export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The code and link the mail carries, listed by the dev outbox; SMTP sends only the rendered parts. */
  code?: string;
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
