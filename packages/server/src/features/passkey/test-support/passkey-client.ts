import { PASSKEY_PREFIX } from '@foyer/core';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { TEST_APP_URL, type TestServer } from '../../../test-support/start-test-server.js';
import { assertPasskey, createPasskey, type Ceremony, type SoftPasskey } from './soft-authenticator.js';

/** Status and parsed body of one call; the body stays as loosely typed as Response.json() gives it, for asserting either shape. */
export interface Answer {
  status: number;
  body: Awaited<ReturnType<Response['json']>>;
}

const answer = async (response: Response): Promise<Answer> => ({ status: response.status, body: await response.json() });

/** The passkey API as a page at `origin` calls it, with the software authenticator standing in for the browser. */
export function passkeyClient(server: TestServer, origin = TEST_APP_URL) {
  const get = (path: string, bearer?: string) => server.request(path, { bearer, headers: { origin } }).then(answer);
  const post = (path: string, json: unknown, bearer?: string) => server.request(path, { method: 'POST', json, bearer, headers: { origin } }).then(answer);

  const api = {
    registrationOptions: (query: Record<string, string>, bearer?: string) => get(`${PASSKEY_PREFIX}/register?${new URLSearchParams(query)}`, bearer),
    register: (challenge: string, response: RegistrationResponseJSON, bearer?: string) =>
      post(`${PASSKEY_PREFIX}/register?challenge=${encodeURIComponent(challenge)}`, response, bearer),
    authOptions: (credentialId?: string) => get(`${PASSKEY_PREFIX}/auth${credentialId ? `?credentialId=${credentialId}` : ''}`),
    auth: (challenge: string, response: AuthenticationResponseJSON, query: Record<string, string> = {}) =>
      post(`${PASSKEY_PREFIX}/auth?${new URLSearchParams({ challenge, ...query })}`, response),
    sendCode: (email: string, ip: string) =>
      server.request(`${PASSKEY_PREFIX}/email/send?locale=en`, { method: 'POST', json: { email }, headers: { origin, 'x-forwarded-for': ip } }).then(answer),
    verifyCode: (email: string, code: string) => post(`${PASSKEY_PREFIX}/email/verify`, { email, code }),

    /** Fresh creation options, failing loudly when the server refuses them. */
    async creationOptions(query: Record<string, string>, bearer?: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const { status, body } = await api.registrationOptions(query, bearer);
      if (status !== 200) throw new Error(`GET /register answered ${status}: ${JSON.stringify(body)}`);
      return body as PublicKeyCredentialCreationOptionsJSON;
    },

    async requestOptions(credentialId?: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const { status, body } = await api.authOptions(credentialId);
      if (status !== 200) throw new Error(`GET /auth answered ${status}: ${JSON.stringify(body)}`);
      return body as PublicKeyCredentialRequestOptionsJSON;
    },

    /** The whole registration ceremony; the passkey is returned with the server's answer. */
    async signUp(query: Record<string, string>, { bearer, ceremony = { origin } }: { bearer?: string; ceremony?: Ceremony } = {}) {
      const options = await api.creationOptions(query, bearer);
      const { passkey, response } = createPasskey(options, ceremony);
      return { options, passkey, ...(await api.register(options.challenge, response, bearer)) };
    },

    /** The whole sign-in ceremony with `passkey`. */
    async signIn(passkey: SoftPasskey, { credentialId, ceremony = { origin } }: { credentialId?: string; ceremony?: Ceremony & { signCount?: number } } = {}) {
      const options = await api.requestOptions(credentialId);
      return api.auth(options.challenge, assertPasskey(passkey, options, ceremony));
    },
  };
  return api;
}
