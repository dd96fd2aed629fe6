import { Hono } from 'hono';
import * as oidc from 'openid-client';
import { callbackFailure } from './callback-failure.js';
import { signedInPage, signedOutPage } from './notes-pages.js';
import { notesVisits } from './notes-visits.js';

/** What Notes asks of Foyer: who the person is and their profile; it keeps no tokens, so it asks no refresh token. */
const NOTES_SCOPE = 'openid profile:read';

const EXPIRED = 'That sign-in was started in another browser or has already finished. Sign in again.';

/** Notes' callback and home addresses under its own URL. */
export const notesUrls = (rpUrl: string) => ({ callback: `${rpUrl}/callback`, home: `${rpUrl}/` });

/** The relying party: a server-rendered app that signs people in with Foyer by the code flow with PKCE. */
export function notesApp(config: oidc.Configuration, rpUrl: string): Hono {
  const urls = notesUrls(rpUrl);
  const visitOf = notesVisits();
  return new Hono()
    .get('/', (c) => {
      const visit = visitOf(c);
      const notice = visit.notice;
      delete visit.notice;
      return c.html(visit.person ? signedInPage(visit.person) : signedOutPage(notice));
    })
    .post('/login', async (c) => {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      visitOf(c).flow = { state, verifier };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: urls.callback,
        scope: NOTES_SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      });
      return c.redirect(url.href, 303);
    })
    .get('/callback', async (c) => {
      const visit = visitOf(c);
      const flow = visit.flow;
      delete visit.flow;
      if (!flow) {
        visit.notice = EXPIRED;
        return c.redirect('/');
      }
      try {
        // The URL Foyer redirected to, named by Notes' own address rather than whatever Host the request carried.
        const current = new URL(`${urls.callback}${new URL(c.req.url).search}`);
        const tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
        const did = tokens.claims()?.sub;
        if (!did || !tokens.id_token) throw new Error('Foyer answered without an ID token');
        const info = await oidc.fetchUserInfo(config, tokens.access_token, did);
        const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
        visit.person = { did, name: text(info.name), email: text(info.email), role: text(info.role), idToken: tokens.id_token };
      } catch (error) {
        visit.notice = callbackFailure(error);
      }
      return c.redirect('/');
    })
    .get('/logout', (c) => {
      const visit = visitOf(c);
      const person = visit.person;
      delete visit.person;
      if (!person) return c.redirect('/');
      // Signing out of Notes signs out of Foyer too, after Foyer asks the person.
      const url = oidc.buildEndSessionUrl(config, { id_token_hint: person.idToken, post_logout_redirect_uri: urls.home });
      return c.redirect(url.href);
    });
}
