import type { Store } from '../../store/types.js';

export interface UserApp {
  clientId: string;
  clientName: string;
  logoUri: string | null;
  scopes: string[];
  grantedAt: string;
}

const CLIENT = 'Client';

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

// oidc-provider keeps the OpenID scopes under `openid` and each resource's scopes under `resources`: all of them were granted.
function grantedScopes(payload: Record<string, unknown>): string[] {
  const openid = (payload.openid as { scope?: unknown } | undefined)?.scope;
  const resources = Object.values((payload.resources as Record<string, unknown> | undefined) ?? {});
  return [openid, ...resources].flatMap((scope) => (typeof scope === 'string' ? scope.split(' ') : [])).filter(Boolean);
}

/** The apps a person allowed: one row per client, its scopes across the grants it holds, granted when the newest was. */
export async function listUserGrants(store: Store, accountId: string): Promise<UserApp[]> {
  const now = Date.now();
  const apps = new Map<string, UserApp>();
  for (const grant of await store.oidcModels.listGrantsOfAccount(accountId, now)) {
    const clientId = text(grant.payload.clientId);
    if (!clientId) continue;
    const known = apps.get(clientId);
    if (known) {
      known.scopes = [...new Set([...known.scopes, ...grantedScopes(grant.payload)])];
      continue;
    }
    // A grant outliving its client (removed by an owner) is no app anyone can use any more.
    const client = await store.oidcModels.find(CLIENT, clientId, now);
    if (!client) continue;
    const issuedAt = typeof grant.payload.iat === 'number' ? grant.payload.iat * 1000 : grant.createdAt;
    apps.set(clientId, {
      clientId,
      clientName: text(client.payload.client_name) ?? clientId,
      logoUri: text(client.payload.logo_uri),
      scopes: [...new Set(grantedScopes(grant.payload))],
      grantedAt: new Date(issuedAt).toISOString(),
    });
  }
  return [...apps.values()];
}
