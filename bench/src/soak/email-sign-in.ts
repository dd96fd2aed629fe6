import { randomBytes } from 'node:crypto';
import { AUTH_SERVICE_PREFIX } from '@foyer/core';
import { codeIn, type SmtpInbox } from '../../../packages/server/src/test-support/smtp-inbox.js';
import { expectStatus, newVisitor, send, type SoakUser } from './soak-user.js';

/** A new person signs in by e-mail code as the sign-in page does: the code is read from the mail the instance sent over SMTP. */
export async function emailSignIn(front: string, inbox: SmtpInbox): Promise<SoakUser> {
  const id = randomBytes(8).toString('hex');
  const email = `soak-${id}@bench.example.com`;
  const visitor = newVisitor();
  await expectStatus(await send(front, `${AUTH_SERVICE_PREFIX}/email/sendCode`, visitor, { method: 'POST', json: { email } }), 200, 'sendCode');
  const code = codeIn(await inbox.next(email));
  const login = await expectStatus(await send(front, `${AUTH_SERVICE_PREFIX}/email/login`, visitor, { method: 'POST', json: { email, code } }), 200, 'email login');
  const { sessionToken, refreshToken } = JSON.parse(login) as { sessionToken: string; refreshToken: string };
  return { id, method: 'email', sessionToken, refreshToken, visitor };
}
