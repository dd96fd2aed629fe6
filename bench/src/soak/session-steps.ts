import { setTimeout as sleep } from 'node:timers/promises';
import { PATHS } from '@foyer/core';
import { expectStatus, send, Unexpected, type SoakUser } from './soak-user.js';

async function expectValid(response: Response, step: string): Promise<string> {
  // 401 to a session or refresh token the soak holds as live means the session was lost; anything else unexpected is an error.
  if (response.status === 401) throw new Unexpected(true, `${step} refused a live session: ${(await response.text()).slice(0, 200)}`);
  return expectStatus(response, 200, step);
}

/** The user's session check (a bearer GET session) must answer 200. */
export async function checkSession(front: string, user: SoakUser): Promise<void> {
  await expectValid(await send(front, PATHS.session, user.visitor, { bearer: user.sessionToken }), 'session check');
}

/** Rotates the user's pair and keeps the new one, which its next check or refresh presents: a lost rotation shows there. */
export async function refreshSession(front: string, user: SoakUser): Promise<void> {
  const body = await expectValid(await send(front, PATHS.refreshSession, user.visitor, { method: 'POST', bearer: user.refreshToken }), 'refresh');
  const { nextToken, nextRefreshToken } = JSON.parse(body) as { nextToken: string; nextRefreshToken: string };
  user.sessionToken = nextToken;
  user.refreshToken = nextRefreshToken;
}

// Issue 16: a revocation on one instance is refused on the other within 1 s (its session cache hears of it over Redis).
const REVOKED_WITHIN_MS = 1000;
const RETRY_MS = 50;

/** Signs the user out; the session must then be refused within 1 s. Resolves with ms from the sign-out to the first refusal, 0 when the first check was. */
export async function signOut(front: string, user: SoakUser): Promise<number> {
  await expectValid(await send(front, PATHS.logout, user.visitor, { method: 'POST', bearer: user.sessionToken, json: {} }), 'sign-out');
  const signedOutAt = performance.now();
  for (let attempt = 0; ; attempt += 1) {
    const response = await send(front, PATHS.session, user.visitor, { bearer: user.sessionToken });
    const waited = performance.now() - signedOutAt;
    if (response.status !== 200 || waited > REVOKED_WITHIN_MS) {
      await expectStatus(response, 401, `session check ${Math.round(waited)} ms after sign-out`);
      return attempt === 0 ? 0 : waited;
    }
    await response.arrayBuffer();
    await sleep(RETRY_MS);
  }
}
