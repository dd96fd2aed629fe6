import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mail-message.js';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, html, text }: MailMessage) {
      await transport.sendMail({ from, to, subject, html, text });
    },
  };
}
