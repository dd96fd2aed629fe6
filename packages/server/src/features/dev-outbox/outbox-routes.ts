import { PATHS } from '@foyer/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { DevOutbox } from '../../mail/dev-outbox.js';
import { renderOutboxPage } from './outbox-page.js';

/** The mail a development server would have sent, as a page or `?format=json`. */
export function outboxRoutes(outbox: DevOutbox): Hono<AppEnv> {
  return new Hono<AppEnv>().get(PATHS.devOutbox, (c) =>
    c.req.query('format') === 'json' ? c.json({ messages: outbox.list() }) : c.html(renderOutboxPage(outbox.list())),
  );
}
