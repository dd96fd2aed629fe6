import { foyerNode, type Foyer } from '@foyer/server';
import express from 'express';

/** The example app: Foyer's routes, then the app's own routes behind Foyer's guards. */
export function exampleApp(foyer: Foyer) {
  const auth = foyerNode(foyer);
  const app = express();

  // Foyer's sign-in API and pages, before any body parser (Foyer reads its own request bodies).
  app.use(auth.routes);
  app.use(express.json());

  // a route for anyone signed in.
  app.get('/api/me', auth.requireSession(), (req, res) => {
    const { user, passport } = auth.sessionOf(req);
    res.json({ did: user.did, role: user.role, passport: passport?.title ?? null });
  });

  // a route for admins (the owner passes too).
  app.get('/api/admin', auth.requireRole('admin'), (req, res) => {
    res.json({ did: auth.sessionOf(req).user.did, admin: true });
  });

  // a route for another app calling with an OAuth access token from Foyer that holds capsule:write.
  app.post('/api/notes', auth.requireScope('capsule:write'), (req, res) => {
    res.status(201).json({ savedFor: auth.accessTokenOf(req).sub });
  });

  // a route that only reads who is there, signed in or not.
  app.get('/api/hello', async (req, res) => {
    const session = await auth.getSession(req);
    res.json({ hello: session ? session.user.fullName || session.user.did : 'stranger' });
  });

  return app;
}
