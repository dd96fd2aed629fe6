import type { AppKey } from '../../keys/app-key.js';
import { postSigned, type CallTarget } from './post-signed.js';

/** A signed notice to another app that must not fail the local change behind it: an app that is down misses it, and is logged. */
export async function tellApp(appKey: AppKey, target: CallTarget, path: string, payload: unknown): Promise<boolean> {
  try {
    const response = await postSigned(appKey, target, path, payload);
    if (response.ok) return true;
    console.warn(`Foyer federation: ${target.appUrl}${path} answered ${response.status}`);
  } catch (error) {
    console.warn(`Foyer federation: ${target.appUrl}${path} not reached`, error);
  }
  return false;
}
