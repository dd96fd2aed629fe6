import type { AuthInfoBody } from '@foyer/wallet';

export interface ShownRequest {
  app: { name: string; icon?: string; link?: string };
  /** Each claim asked, with the profile fields it lists and the app's own words for it. */
  claims: { type: string; items: string[]; description?: string }[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const httpUrl = (value: unknown): string | undefined => {
  const url = text(value);
  return url && /^https?:\/\//.test(url) ? url : undefined;
};

/** What a wallet screen shows of a scanned step: the app named in its signed `appInfo`, and the claims it asks. */
export function describeRequest(step: AuthInfoBody): ShownRequest {
  const info = step['appInfo'];
  const app = typeof info === 'object' && info !== null && !Array.isArray(info) ? info : {};
  return {
    app: { name: text(app['name']) ?? step.iss, icon: httpUrl(app['icon']), link: httpUrl(app['link']) },
    claims: (step.requestedClaims ?? []).map((claim) => ({ type: claim.type, items: claim.items ?? [], description: text(claim.description) })),
  };
}
