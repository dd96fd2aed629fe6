import { PATHS, SERVER_PATHS, type Passport } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issuePassport, signedInDid, signInByEmailAt } from './support/account-steps.js';
import { newAddress, requestCode, typeCode } from './support/email-steps.js';
import { useOtherBrowsers } from './support/other-browsers.js';
import { fromPage } from './support/page-api.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe('recovering a lost passport in the demo', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));

  const otherBrowser = useOtherBrowsers(() => stack);

  it('the person signs in by e-mail code, a new wallet takes the passport over, and the old one is revoked and blacklisted', async () => {
    await signInByEmailAt(page, stack.inbox, stack.url, newAddress('owner'));

    // The lost-passport page sends the person to sign in first, by the e-mail of their account (one code per address a minute: the only sign-in here).
    const person = await otherBrowser();
    await person.goto(`${stack.url}${SERVER_PATHS.lostPassport}`);
    await typeCode(person, await requestCode(person, stack.inbox, newAddress('person')));
    await person.getByText('You have no passports to recover').waitFor();
    const lost = await issuePassport(page, { ownerDid: await signedInDid(person), role: 'admin', title: 'Ops lead' });
    await person.reload();
    await person.getByRole('heading', { name: 'Recover a lost passport' }).waitFor();
    const row = person.getByRole('listitem').filter({ hasText: 'Ops lead (admin)' });
    await row.getByRole('button', { name: 'Recover' }).click();
    await person.getByText('Scan with your NEW DID Wallet').waitFor();
    const link = await person.getByRole('link', { name: 'Open in DID Wallet' }).getAttribute('href');
    if (!link) throw new Error('the page offers no deep link');

    const replacement = createWallet({ profile: { fullName: 'New Phone' } });
    await replacement.approve(link);
    await person.getByText('Passport re-issued to your new wallet; the old one is revoked.').waitFor();
    expect(await person.getByRole('listitem').filter({ hasText: 'Ops lead (admin)' }).count()).toBe(1);

    const listed = await fromPage<Passport[]>(person, PATHS.passports);
    expect(listed.body).toEqual([expect.objectContaining({ title: 'Ops lead', role: 'admin', source: 'recover', status: 'valid' })]);
    expect(listed.body[0]?.id).not.toBe(lost.id);
    expect(replacement.credentials.map((credential) => credential.id)).toEqual([`urn:uuid:${listed.body[0]?.id}`]);
    const blacklist = await fromPage<{ revoked: string[] }>(person, SERVER_PATHS.blacklist);
    expect(blacklist.body.revoked).toContain(`urn:uuid:${lost.id}`);
    expect(await fromPage(person, PATHS.switchPassport, { method: 'POST', body: { passportId: lost.id } })).toEqual({
      status: 400,
      body: { code: 'switchPassportRevoked', error: 'Switch passport failed: the passport was revoked' },
    });
  });
});
