import { FoyerError, type QuickLoginInput, type QuickLoginResult } from '@foyer/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { Store } from '../../store/types.js';
import { toLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import { toProvider, toWalletOS } from '../users/known-values.js';
import type { Devices } from './devices.js';

export interface QuickLoginDeps {
  store: Store;
  sessions: SessionService;
  devices: Devices;
}

async function isValidPassportOf(store: Store, userDid: string, passportId: string): Promise<boolean> {
  const passport = await store.passports.findById(passportId);
  return passport?.ownerDid === userDid && passport.status === 'valid';
}

/**
 * Re-enters a session saved on this device: the saved one ends and a new one of the same account, bound to the same
 * device, replaces it. Anything else (no device proof, another device's session, an expired one) is the same refusal,
 * so a caller learns nothing about sessions that are not its own.
 */
export async function quickLogin({ store, sessions, devices }: QuickLoginDeps, c: Context<AppEnv>, input: QuickLoginInput): Promise<QuickLoginResult> {
  const deviceId = await devices.current(c);
  if (!deviceId) throw new FoyerError('sessionEnded');
  if (input.passportId && !(await isValidPassportOf(store, input.userDid, input.passportId))) {
    throw new FoyerError('invalidInput', { field: 'passportId', params: { field: 'passportId', detail: 'not a valid passport of this user' } });
  }
  // Taking is a compare-and-set, so two tabs re-entering the same saved session get one new session between them.
  const saved = await store.devices.takeSession(deviceId, input, Date.now());
  const user = saved && (await store.users.findByDid(saved.userDid));
  if (!saved || !user) throw new FoyerError('sessionEnded');
  await sessions.endSession(saved.id);
  const client = c.var.client;
  const issued = await sessions.issueSession({
    ...client,
    visitorId: input.visitorId ?? client.visitorId ?? saved.visitorId,
    user,
    provider: toProvider(saved.provider),
    walletOS: toWalletOS(saved.walletOS),
    appPid: saved.appPid,
    passportId: input.passportId ?? saved.passportId,
    authenticatedAt: saved.authenticatedAt,
  });
  await store.devices.bindSession(issued.session.id, deviceId, Date.now());
  return { ...toLoginResult(issued), destroySessionId: saved.id };
}
