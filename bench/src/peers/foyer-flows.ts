import { PATHS } from '@foyer/core';
import { BROWSER_HEADERS } from '../bench-origin.js';
import type { LoadOptions } from '../load.js';
import { type SpawnedServer, spawnServer } from '../spawn-server.js';
import { FOYER_CODE_PATHS } from './foyer-paths.js';
import { type CodeSignInPaths, signInByCode } from './sign-in-by-code.js';

export interface FoyerInfo {
  port: number;
  inboxPort: number;
  sessionToken: string;
  refreshTokens: string[];
}

// Twice as many refresh chains (or sliding sessions) as connections, so a request never waits for one to come back.
export const POOL = 32;

/** A Foyer server process with one signed-in person for the session check and POOL refresh chains; `env` may name its database. */
export const spawnFoyer = (env: NodeJS.ProcessEnv = {}): Promise<SpawnedServer<FoyerInfo>> => spawnServer<FoyerInfo>('./servers/foyer-server.ts', [String(POOL)], [], env);

const urlOf = (info: { port: number }, path: string) => `http://127.0.0.1:${info.port}${path}`;

export const foyerSessionCheck = (info: FoyerInfo): LoadOptions => ({
  url: urlOf(info, PATHS.session),
  headers: { ...BROWSER_HEADERS, authorization: `Bearer ${info.sessionToken}` },
});

/** Each request takes a live refresh token and puts back the one it rotated to, so every token is presented once. */
export function foyerRefresh(info: FoyerInfo): LoadOptions {
  const live = [...info.refreshTokens];
  return {
    url: urlOf(info, PATHS.refreshSession),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, headers: { ...BROWSER_HEADERS, authorization: `Bearer ${live.shift()}` } }),
        onResponse(status, body) {
          if (status === 200) live.push((JSON.parse(body) as { nextRefreshToken: string }).nextRefreshToken);
        },
      },
    ],
  };
}

/** One new person's e-mail sign-in a call; resolves whether the login was accepted. */
export function signIns(paths: CodeSignInPaths, info: { port: number; inboxPort: number }, who: string): () => Promise<boolean> {
  let count = 0;
  return async () => {
    const response = await signInByCode(paths, urlOf(info, ''), info.inboxPort, `${who}${(count += 1)}-${Date.now()}@bench.example.com`);
    await response.arrayBuffer();
    return response.ok;
  };
}

export const foyerSignIns = (info: FoyerInfo) => signIns(FOYER_CODE_PATHS, info, 'foyer');
