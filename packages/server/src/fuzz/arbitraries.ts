import { CSRF_COOKIE, HEADERS, MAX_BODY_BYTES, STORAGE_KEYS } from '@foyer/core';
import fc from 'fast-check';

/** One generated request, kept as plain data so fast-check can print and shrink it. */
export interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A route of a family: its method and path, `:name` standing for a path parameter, and a query it always gets. */
export interface FuzzRoute {
  method: string;
  path: string;
  query?: string;
}

/** What a family's requests are made of: its routes, and the body and query fields its handlers read. */
export interface RouteFamily {
  routes: FuzzRoute[];
  fields: string[];
  queryKeys?: string[];
}

/** Credentials a request may carry: real ones, so handlers behind the checks see the bad input too, and forged ones. */
export interface FuzzCredentials {
  csrfToken: string;
  appOrigin: string;
  /** How many live sessions (an owner's and a member's) the target keeps; requests name them with liveSession(). */
  liveSessions: number;
  /** Tokens that must be refused: signed by another key, `alg: none`, tampered, expired-looking. */
  forgedTokens: string[];
}

/** Stands for the token of an open wallet connect session, which the target puts in when it sends the request. */
export const LIVE_CONNECT_SESSION = 'live-connect-session';

/** Stands for the current token of live session `index`, which the target puts in when it sends the request. */
export const liveSession = (index: number) => `<live-session-${index}>`;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

const base64url = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`));

/** Strings that break naive code: unicode of every plane, control characters, markup, SQL, template and path syntax, numbers as text. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u0000\ufeff',
    '%00',
    '../../etc/passwd',
    '..%2f..%2f',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '{{constructor.constructor}}',
    '__proto__',
    'constructor',
    'NaN',
    '-1',
    '1e309',
    'did:abt:z1',
    'did:abt:zNKtCNqYWLYWYW3gWRA1vnRykfCBZYHZvzKr',
    'a@b.c',
    `${'a'.repeat(64)}@${'b'.repeat(190)}.com`,
    'javascript:alert(1)',
    'https://evil.test/',
    '//evil.test',
    'null',
    'undefined',
    '😀'.repeat(50),
  ),
  fc.integer({ min: 1, max: 3000 }).map((n) => 'x'.repeat(n)),
);

/** Random strings shaped like a JWT, and JWTs with a readable but hostile header and payload. */
export const jwtLike = fc.oneof(
  fc.tuple(base64url(2, 60), base64url(2, 200), base64url(0, 90)).map((parts) => parts.join('.')),
  fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }), base64url(0, 90)).map(
    ([header, payload, signature]) => `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`,
  ),
);

/** Values of any JSON type, so a field that wants a string gets an array, a number, null or an object. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER, 1e308, true, false, null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 5 }),
  fc.constant({ __proto__: { polluted: true } }),
  jwtLike,
  // Shaped like a wallet's public key or address (base58), so a handler gets past its type check to the crypto.
  fc.stringMatching(/^z?[1-9A-HJ-NP-Za-km-z]{30,60}$/),
);

/** Tokens of every kind Foyer hands out, as a forger would try them. */
export const forgedToken = (credentials: FuzzCredentials) =>
  fc.oneof(jwtLike, fc.constantFrom(...credentials.forgedTokens), fc.tuple(base64url(1, 40), base64url(1, 60)).map(([id, secret]) => `${id}.${secret}`), hostileString);

/** A path parameter: hostile text, encoded as a browser would, or raw path tricks. */
const pathParam = fc.oneof(
  hostileString.map((value) => encodeURIComponent(value)),
  fc.constantFrom('..', '%2e%2e', '%2e%2e%2f%2e%2e', '%00', '%2F', '.', '%252e', 'a%00b', '%C0%AE%C0%AE', '%ff', 'login', 'google', 'github', '1'),
);

const PATH_TRICKS = ['/', '//', '/..', '/%2e%2e/%2e%2e', '%00', '/x', '.json', '/../../.well-known/service/api/user'];

/** The route's path with its parameters filled in, now and then bent with `..`, doubled slashes, encoded nulls or a junk suffix. */
const routePath = (route: FuzzRoute) =>
  fc
    .tuple(
      fc.array(pathParam, { minLength: 4, maxLength: 4 }),
      fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...PATH_TRICKS) }),
      fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    )
    .map(([params, suffix, doubleSlash]) => {
      let index = 0;
      const path = route.path.replace(/:\w+/g, () => params[index++ % params.length] ?? '');
      return `${doubleSlash ? path.replace(/\//g, '//') : path}${suffix}`;
    });

const queryOf = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys, 'locale', 'redirect'), hostileString), fc.oneof(hostileString, fc.constantFrom('zh', 'en', '1', LIVE_CONNECT_SESSION))), {
      maxLength: 4,
    })
    .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs)}` : ''));

/** A body object of the family's fields, some missing, all with values of the wrong type or shape. */
const fieldsObject = (fields: string[]) => fc.dictionary(fc.oneof(fc.constantFrom(...fields), hostileString), hostileValue, { maxKeys: 6 });

const HUGE = 'x'.repeat(MAX_BODY_BYTES + 1);

const body = (fields: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fieldsObject(fields).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    // The same field twice, as a parser keeping the first or the last would read differently.
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...fields), hostileValue, hostileValue).map(([field, a, b]) => `{"${field}":${JSON.stringify(a)},"${field}":${JSON.stringify(b)}}`) },
    { weight: 1, arbitrary: fc.oneof(hostileString, fc.constantFrom('{', '{"a":', '[1,', '{"a":1}}', '\u0000', 'null', '{"__proto__":{"x":1}}')) },
    { weight: 1, arbitrary: fieldsObject(fields).map((value) => new URLSearchParams(Object.entries(value).map(([key, entry]) => [key, typeof entry === 'string' ? entry : JSON.stringify(entry)])).toString()) },
    { weight: 1, arbitrary: fc.constantFrom(HUGE, JSON.stringify({ [fields[0] ?? 'x']: HUGE })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/xml',
  'application/jwt',
  '*/*',
];

/** Header values a real HTTP client could send: visible ASCII, which is all the wire carries. */
const headerValue = fc.oneof(fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,80}$/), fc.constant(''));

function headersOf(credentials: FuzzCredentials) {
  const csrf = fc.constantFrom('valid', 'valid', 'valid', 'valid', 'valid', 'none', 'other-origin', 'other-token');
  const authorization = fc.oneof(
    fc.constant(undefined),
    fc.nat(credentials.liveSessions - 1).map((index) => `Bearer ${liveSession(index)}`),
    forgedToken(credentials)
      .filter((token) => /^[\x20-\x7e]*$/.test(token))
      .map((token) => `Bearer ${token}`),
    headerValue.map((value) => `Basic ${Buffer.from(value).toString('base64')}`),
    headerValue,
  );
  const sessionCookie = fc.oneof(fc.constant(undefined), fc.nat(credentials.liveSessions - 1).map(liveSession), forgedToken(credentials).filter((token) => /^[\x21-\x7e]*$/.test(token) && !token.includes(';')));
  return fc
    .record({
      csrf,
      authorization,
      sessionCookie,
      contentType: fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerValue, fc.constant(undefined)),
      accept: fc.constantFrom(undefined, 'text/html', 'application/json', '*/*'),
      extra: fc.dictionary(fc.constantFrom(HEADERS.visitorId, HEADERS.sdkVersion, HEADERS.connectVersion, HEADERS.forwardedFor, HEADERS.tokenDelivery, HEADERS.realHostname, 'range'), headerValue, {
        maxKeys: 3,
      }),
    })
    .map(({ csrf: mode, authorization: auth, sessionCookie: cookieToken, contentType, accept, extra }) => {
      const headers: Record<string, string> = { ...extra };
      const cookies: string[] = [];
      if (mode !== 'none') {
        headers.origin = mode === 'other-origin' ? 'https://evil.test' : credentials.appOrigin;
        cookies.push(`${CSRF_COOKIE}=${credentials.csrfToken}`);
        headers[HEADERS.csrfToken] = mode === 'other-token' ? 'not-the-cookie' : credentials.csrfToken;
      }
      if (cookieToken) cookies.push(`${STORAGE_KEYS.sessionToken}=${cookieToken}`);
      if (cookies.length) headers.cookie = cookies.join('; ');
      if (auth) headers.authorization = auth;
      if (contentType) headers['content-type'] = contentType;
      if (accept) headers.accept = accept;
      return headers;
    });
}

/** Hostile requests to the family's routes: mostly their own method, sometimes any other. */
export function fuzzRequest(family: RouteFamily, credentials: FuzzCredentials): fc.Arbitrary<FuzzRequest> {
  // Built once, not per request: making them anew (regexes parsed, the huge body serialised) cost more than sending the request.
  const queries = queryOf(family.queryKeys ?? family.fields);
  const headers = headersOf(credentials);
  const bodies = body(family.fields);
  const requests = family.routes.map((route) =>
    fc.record({
      method: fc.oneof({ weight: 5, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      path: routePath(route),
      query: queries.map((query) => (route.query ? `?${route.query}${query.replace('?', '&')}` : query)),
      headers,
      body: bodies,
    }),
  );
  return fc
    .constantFrom(...requests)
    .chain((request) => request)
    .map((request) => (request.method === 'GET' || request.method === 'HEAD' ? { ...request, body: undefined } : request));
}
