import type { AppKey } from '../../keys/app-key.js';
import type { OutboundFetch } from '../../outbound/outbound-fetch.js';
import { OUTBOUND_TIMEOUT_MS } from './federation-timing.js';
import { httpOrigin } from './http-origin.js';
import { signServerCall } from './sign-server-call.js';

/** A federated app as a call target: the DID it signs as and the URL it was pinned at. */
export interface CallTarget {
  appId: string;
  appUrl: string;
}

/** POSTs `payload` to `path` of a pinned app, signed with this app's key; rejects when the guard refuses the app's URL or it does not answer in time. */
export async function postSigned({ appKey, outbound }: { appKey: AppKey; outbound: OutboundFetch }, target: CallTarget, path: string, payload: unknown): Promise<Response> {
  const origin = httpOrigin(target.appUrl);
  if (!origin) throw new Error(`Not an http(s) app URL: ${target.appUrl}`);
  const url = `${origin}${path}`;
  const body = JSON.stringify(payload);
  const authorization = await signServerCall(appKey, { audience: target.appId, method: 'POST', url, body });
  return outbound(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body, timeoutMs: OUTBOUND_TIMEOUT_MS });
}
