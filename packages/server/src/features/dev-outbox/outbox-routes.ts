import { SERVER_PATHS } from '@foyer/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { contentSecurityPolicy, CSP_HEADER, hashSource, NO_FRAMING } from '../../http/security-headers.js';
import type { DevOutbox } from '../../mail/dev-outbox.js';
import { OUTBOX_STYLE, renderOutboxPage } from './outbox-page.js';
import { routeDocs } from '../openapi/describe.js';

const doc = routeDocs('Development');

const PAGE_HEADERS = { [CSP_HEADER]: contentSecurityPolicy({ frameAncestors: NO_FRAMING, styleSources: [hashSource(OUTBOX_STYLE)] }) };

/** The mail a development server would have sent, as a page or `?format=json`. */
export function outboxRoutes(outbox: DevOutbox): Hono<AppEnv> {
  return new Hono<AppEnv>().get(SERVER_PATHS.devOutbox, doc('Mail kept in memory (development only)'), (c) =>
    c.req.query('format') === 'json' ? c.json({ messages: outbox.list() }) : c.html(renderOutboxPage(outbox.list()), 200, PAGE_HEADERS),
  );
}
