import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The baseline: the same framework and adapter with nothing of Foyer's in the path.
const app = new Hono();
app.get('/bare', (c) => c.json({ ok: true }));

serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});
