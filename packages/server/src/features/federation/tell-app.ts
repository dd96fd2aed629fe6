import type { FederationDeps } from './federation-deps.js';
import { postSigned, type CallTarget } from './post-signed.js';

/** A signed notice to another app that must not fail the local change behind it: an app that is down misses it, and is logged. */
export async function tellApp({ appKey, log, outbound }: Pick<FederationDeps, 'appKey' | 'log' | 'outbound'>, target: CallTarget, path: string, payload: unknown): Promise<boolean> {
  try {
    const response = await postSigned({ appKey, outbound }, target, path, payload);
    if (response.ok) return true;
    log.warn({ app: target.appUrl, path, status: response.status }, `Foyer federation: ${target.appUrl}${path} answered ${response.status}`);
  } catch (error) {
    log.warn({ err: error, app: target.appUrl, path }, `Foyer federation: ${target.appUrl}${path} not reached`);
  }
  return false;
}
