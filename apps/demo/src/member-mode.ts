import { join } from 'node:path';
import type { FoyerConfig } from '@foyer/server';
import { ROUTES } from './app/routes.js';

type Env = Record<string, string | undefined>;

// Past the master's port and its Notes' (the next one).
const MEMBER_PORT_OFFSET = 2;
// Another site than the master's localhost: an IP address is a site of its own, so no cookie crosses between them.
const MEMBER_HOST = '127.0.0.1';
// The master's own: the member gets a URL of its own and Notes on the port after its own.
const MASTER_ONLY = ['FOYER_APP_URL', 'FOYER_DOMAIN_ALIASES', 'FOYER_DEMO_RP_PORT'];

/** `npm start -- --member`, or FOYER_DEMO_MEMBER=1: a second instance, a member of the first, runs beside it. */
export const wantsMember = (argv: readonly string[], env: Env) => argv.includes('--member') || env.FOYER_DEMO_MEMBER === '1' || env.FOYER_DEMO_MEMBER === 'true';

/**
 * The member's settings: its own port on another site, its own name, its own data dir and SQLite database there (so
 * its own app key) whatever database the master uses, and its own Redis prefix should the master use Redis.
 */
export function memberEnv(env: Env, master: Pick<FoyerConfig, 'port' | 'dataDir' | 'appName' | 'redisPrefix'>): Env {
  const port = master.port + MEMBER_PORT_OFFSET;
  const dataDir = join(master.dataDir, 'member');
  const own = Object.fromEntries(Object.entries(env).filter(([name]) => !MASTER_ONLY.includes(name)));
  return {
    ...own,
    PORT: String(port),
    FOYER_APP_URL: `http://${MEMBER_HOST}:${port}`,
    FOYER_APP_NAME: env.FOYER_DEMO_MEMBER_NAME ?? `${master.appName} Member`,
    FOYER_DATA_DIR: dataDir,
    FOYER_DATABASE_URL: join(dataDir, 'foyer.db'),
    FOYER_REDIS_PREFIX: `${master.redisPrefix}member:`,
  };
}

/** What to do to federate the two, printed at start. */
export function memberSteps(masterUrl: string, memberUrl: string): string[] {
  const joinPage = `${memberUrl}${ROUTES.federation}?${new URLSearchParams({ master: masterUrl })}`;
  return [
    `Member mode: a second Foyer demo, a would-be member of ${masterUrl}, is running at ${memberUrl} (another site: no cookie crosses).`,
    'To federate them (see docs/federation.md):',
    `  1. Sign in at ${joinPage} (the first person to sign in owns the app) and press Join.`,
    `  2. Sign in at ${masterUrl}${ROUTES.federation} as the master's owner and press Approve.`,
    `  3. Sign in at ${masterUrl}, then at ${memberUrl} press 'Sign in' and the master's "Continue with …": one click, no second sign-in.`,
  ];
}
