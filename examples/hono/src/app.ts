import { foyerHono, type Foyer, type FoyerHonoEnv } from '@foyer/server';
import { Hono } from 'hono';

/** The example app: Foyer's routes, then the app's own routes behind Foyer's guards. */
export function exampleApp(foyer: Foyer) {
  const auth = foyerHono(foyer);
  const app = new Hono<FoyerHonoEnv>();

  // Foyer's sign-in API and pages, before the app's own routes.
  app.use(auth.routes);

  // a route for anyone signed in.
  app.get('/api/me', auth.requireSession(), (c) => {
    const { user, passport } = c.var.foyerSession;
    return c.json({ did: user.did, role: user.role, passport: passport?.title ?? null });
  });

  // a route for admins (the owner passes too).
  app.get('/api/admin', auth.requireRole('admin'), (c) => c.json({ did: c.var.foyerSession.user.did, admin: true }));

  // a route for another app calling with an OAuth access token from Foyer that holds capsule:write.
  app.post('/api/notes', auth.requireScope('capsule:write'), (c) => c.json({ savedFor: c.var.foyerAccessToken.sub }, 201));

  // a page or route that only reads who is there, signed in or not.
  app.get('/api/hello', async (c) => {
    const session = await auth.getSession(c.req.raw);
    return c.json({ hello: session ? session.user.fullName || session.user.did : 'stranger' });
  });

  return app;
}
