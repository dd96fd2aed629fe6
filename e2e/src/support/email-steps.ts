import type { Page } from 'playwright-core';
import { codeIn, type SmtpInbox } from '../../../packages/server/src/test-support/smtp-inbox.js';

let addresses = 0;

/** An address no other test in this run has used. */
export const newAddress = (name: string) => `${name}-${Date.now()}-${++addresses}@example.com`;

export const accountMenuButton = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

/** Picks e-mail when the dialog offers a list of methods, then waits for the address field. */
export async function chooseEmail(page: Page): Promise<void> {
  const choice = page.getByRole('button', { name: 'Continue with email' });
  const field = page.getByLabel('Email address');
  await choice.or(field).first().waitFor();
  if (await choice.isVisible()) await choice.click();
  await field.waitFor();
}

/** Asks for a code from the open dialog and reads it from the mail the SMTP server received. */
export async function requestCode(page: Page, inbox: SmtpInbox, address: string): Promise<string> {
  await chooseEmail(page);
  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Digit 1 of 6').waitFor();
  return codeIn(await inbox.next(address));
}

/** Types the code into the boxes, digit by digit as a visitor would; the sixth digit submits it. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}
