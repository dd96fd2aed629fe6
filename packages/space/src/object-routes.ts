import type { AppKey } from '@foyer/server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { spaceOfGrant } from './space-grant.js';
import type { SpaceStore } from './space-store.js';

/** Where a space's gateway starts: `{publicUrl}/spaces/{did}`. */
export const SPACES_PATH = '/spaces';

const MAX_OBJECT_BYTES = 64 * 1024;
const OBJECT_KEY = /^[\w.-]{1,128}$/;

/** `PUT/GET {gateway}/objects/{key}`: a space's small objects, opened by a grant this provider signed for that space. */
export function objectRoutes(spaces: SpaceStore, key: AppKey): Hono {
  const path = `${SPACES_PATH}/:did/objects/:key`;
  return new Hono()
    .use(path, async (c, next) => {
      const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
      const granted = bearer ? await spaceOfGrant(key, bearer) : null;
      if (!granted || granted !== c.req.param('did') || !spaces.find(granted)) return c.json({ error: 'A grant of this space is required' }, 401);
      if (!OBJECT_KEY.test(c.req.param('key') ?? '')) return c.json({ error: 'An object key is 1 to 128 letters, digits, dots, dashes or underscores' }, 400);
      await next();
    })
    .put(path, bodyLimit({ maxSize: MAX_OBJECT_BYTES, onError: (c) => c.json({ error: 'An object is at most 64 KiB' }, 413) }), async (c) => {
      spaces.putObject(c.req.param('did'), c.req.param('key'), await c.req.text());
      return c.body(null, 204);
    })
    .get(path, (c) => {
      const value = spaces.find(c.req.param('did'))?.objects[c.req.param('key')];
      return value === undefined ? c.json({ error: 'No such object' }, 404) : c.body(value, 200, { 'content-type': 'application/octet-stream' });
    });
}
