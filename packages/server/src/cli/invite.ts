import { parseArgs } from 'node:util';
import { PASSPORT_ROLES, PROVIDERS, ROLES, type PassportRole } from '@foyer/core';
import type { FoyerConfig } from '../config/config-schema.js';
import { OWNER_SETTING } from '../features/passports/claim-ownership.js';
import { createIssuance } from '../features/passports/create-issuance.js';
import { loadSessionUser } from '../features/users/load-session-user.js';
import { withStore } from './open-configured-store.js';
import { parsed } from './parse-options.js';
import { CliError, UsageError } from './usage.js';

const isPassportRole = (role: string): role is PassportRole => PASSPORT_ROLES.some((known) => known === role);

/**
 * `foyer invite --role <role>`: the one-time passport link an owner would make on the Team page (SPEC §6: the owner may
 * hand out every role a person can hold), issued in the owner's name since whoever runs the CLI operates the app.
 */
export async function invite(config: () => FoyerConfig, args: string[]): Promise<string> {
  const { values } = parsed('invite', () => parseArgs({ args, strict: true, options: { role: { type: 'string' }, title: { type: 'string' } } }));
  const role = values.role?.trim();
  if (!role) throw new UsageError(`--role is required: one of ${PASSPORT_ROLES.join(', ')}`, 'invite');
  if (!isPassportRole(role)) throw new UsageError(`unknown role ${JSON.stringify(role)}: use one of ${PASSPORT_ROLES.join(', ')}`, 'invite');
  const settings = config();
  return withStore(settings, async (store) => {
    const ownerDid = await store.settings.get(OWNER_SETTING);
    const owner = ownerDid ? await store.users.findByDid(ownerDid) : null;
    if (!owner) throw new CliError(`this app has no owner yet: sign in at ${settings.appUrl} first (the first person to sign in becomes the owner), then run foyer invite again`);
    const user = await loadSessionUser(store, owner, null);
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: 'foyer-cli', sub: owner.did, sid: 'foyer-cli', role: ROLES.owner, provider: PROVIDERS[0], walletOS: null, iat: now, exp: now };
    const issued = await createIssuance(store, { claims, user }, { role, title: values.title }, settings.appUrl);
    return `${issued.url}\nA ${role} passport link, valid until ${new Date(issued.expiresAt).toISOString()}; it works once.`;
  });
}
