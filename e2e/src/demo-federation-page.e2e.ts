import { CATALOGUE } from '@foyer/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROUTES } from '../../apps/demo/src/app/routes.js';
import { signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import { freePort } from './support/free-port.js';
import type { FederatedInstance, FederationStack } from './support/start-federation-stack.js';
import { useFederation } from './support/use-federation.js';

const MASTER_NAME = 'Lighthouse';
const MEMBER_NAME = 'Harbour';

let stack: FederationStack;
let page: Page;
useFederation({ masterName: MASTER_NAME, memberNames: [MEMBER_NAME] }, (current) => ({ stack, page } = current));

/** The line the Federation page shows for an app it federates with. */
const standing = (name: string, instance: FederatedInstance, status: string) => page.getByText(`${name} (${instance.url}): ${status}`, { exact: true });

it("the demo's Federation page: the member's owner joins, the master's owner approves, the member leaves", async () => {
  const [member] = stack.members as [FederatedInstance];
  const { master } = stack;
  // Each app's first user owns it, so each owner signs in there before anyone else.
  await signInByEmailAt(page, stack.inbox, member.url, newAddress('member-owner'));
  // Nothing listens there: the page shows the server's refusal and stays ready to join.
  await page.goto(`${member.url}${ROUTES.federation}?${new URLSearchParams({ master: `http://localhost:${await freePort()}` })}`);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(CATALOGUE.federationMasterMissing.en);
  await page.getByLabel('Master app URL').fill(master.url);
  await page.getByRole('button', { name: 'Join' }).click();
  await standing(MASTER_NAME, master, 'pending').waitFor();

  await signInByEmailAt(page, stack.inbox, master.url, newAddress('master-owner'));
  await page.goto(`${master.url}${ROUTES.federation}`);
  await standing(MEMBER_NAME, member, 'pending').waitFor();
  await page.getByRole('button', { name: `Approve ${MEMBER_NAME}` }).click();
  await standing(MEMBER_NAME, member, 'approved').waitFor();

  await page.goto(`${member.url}${ROUTES.federation}`);
  await standing(MASTER_NAME, master, 'approved').waitFor();
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByLabel('Master app URL').waitFor();
  await page.goto(`${master.url}${ROUTES.federation}`);
  await page.getByText('No app has asked to join this one.').waitFor();
});
