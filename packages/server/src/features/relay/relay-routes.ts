import { CONNECT, CONNECT_QUERY, FoyerError, RELAY_SOCKET_PATH } from '@foyer/core';
import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import type { WSContext } from 'hono/ws';
import { WebSocket } from 'ws';
import { z } from 'zod';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { originPolicy } from '../../http/csrf.js';
import { startHeartbeat } from './heartbeat.js';
import type { ConnectUpdate } from '../connect/connect-updated.js';
import type { RelayHub } from './relay-hub.js';
import { routeDocs } from '../openapi/describe.js';
import { webSocket } from '../openapi/non-json-answers.js';

const doc = routeDocs('Connect');

const subscribeMessage = z.object({ subscribe: z.string().min(1) });

function subscribedToken(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return subscribeMessage.safeParse(JSON.parse(data)).data?.subscribe;
  } catch {
    return undefined;
  }
}

/**
 * The relay socket: a page watches connect sessions by `?_t_=<token>` or `{"subscribe":"<token>"}` messages and hears
 * `{"event":"updated",token,status,error,mfaCode,updatedAt}` on each change. Same origin only: the token is the page's secret.
 */
export function relayRoutes(
  hub: RelayHub,
  config: Pick<FoyerConfig, 'appUrl' | 'domainAliases'>,
  /** A session's state now, for a page that subscribes after it changed. */
  current: (token: string) => Promise<ConnectUpdate | null>,
): Hono<AppEnv> {
  const originAllowed = originPolicy(config);
  return new Hono<AppEnv>().get(
    RELAY_SOCKET_PATH,
    doc('WebSocket: a connect session\'s updates, pushed to the page', webSocket),
    async (c, next) => {
      if (!originAllowed(c.req.header('origin'))) throw new FoyerError('forbidden');
      await next();
    },
    upgradeWebSocket((c) => {
      const stops: (() => void)[] = [];
      const send = (ws: WSContext, update: ConnectUpdate) => ws.send(JSON.stringify({ event: 'updated', ...update }));
      const watch = (token: string, ws: WSContext) => {
        stops.push(hub.watch(token, (update) => send(ws, update)));
        // Watching first, then reading: a change in between is heard twice (the page drops the older) rather than lost.
        void current(token).then((update) => update && update.status !== 'created' && send(ws, update));
      };
      return {
        onOpen(_event, ws) {
          const token = c.req.query(CONNECT_QUERY.token);
          if (token) watch(token, ws);
          if (ws.raw instanceof WebSocket) stops.push(startHeartbeat(ws.raw, CONNECT.socketHeartbeatMs));
        },
        onMessage(event, ws) {
          const token = subscribedToken(event.data);
          if (token) watch(token, ws);
        },
        onClose() {
          for (const stop of stops.splice(0)) stop();
        },
      };
    }),
  );
}
