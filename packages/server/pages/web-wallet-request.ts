import { AUTH_SERVICE_PREFIX } from '@foyer/core';
import type { AuthInfoBody } from '@foyer/wallet';

export interface ShownRequest {
  app: { name: string; icon?: string; link?: string };
  /** Each claim asked, with the profile fields it lists and the app's own words for it; `askedNext` when a later step asks it. */
  claims: { type: string; items: string[]; description?: string; askedNext?: boolean }[];
}

const LOGIN_AUTH_PATH = `${AUTH_SERVICE_PREFIX}/login/auth`;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const httpUrl = (value: unknown): string | undefined => {
  const url = text(value);
  return url && /^https?:\/\//.test(url) ? url : undefined;
};

/** Whether `step` is a step of this server's own login, whose second step asks for the profile (login-action.ts). */
function isLogin(step: AuthInfoBody): boolean {
  return step.url !== undefined && URL.canParse(step.url) && new URL(step.url).pathname === LOGIN_AUTH_PATH;
}

/** What a wallet screen shows of a scanned step: the app named in its signed `appInfo`, and the claims it asks. */
export function describeRequest(step: AuthInfoBody): ShownRequest {
  const info = step['appInfo'];
  const app = typeof info === 'object' && info !== null && !Array.isArray(info) ? info : {};
  const claims: ShownRequest['claims'] = (step.requestedClaims ?? []).map((claim) => ({ type: claim.type, items: claim.items ?? [], description: text(claim.description) }));
  // The first step cannot show what the next one asks; login's is known, and of its profile this wallet keeps only a name.
  if (isLogin(step) && !claims.some((claim) => claim.type === 'profile')) claims.push({ type: 'profile', items: ['fullName'], askedNext: true });
  return {
    app: { name: text(app['name']) ?? step.iss, icon: httpUrl(app['icon']), link: httpUrl(app['link']) },
    claims,
  };
}
