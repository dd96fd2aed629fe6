import { decodeBase64url } from './decode-base64url.js';
import { DidError } from './errors.js';
import type { JsonValue } from './stable-stringify.js';

export interface JwtHeader {
  alg: string;
  type?: string;
  [field: string]: JsonValue | undefined;
}

/** Registered claims are strings: times are decimal seconds, `iss` is `did:abt:<address>`. */
export interface JwtBody {
  iss?: string;
  iat?: string;
  nbf?: string;
  exp?: string;
  version?: string;
  [claim: string]: JsonValue | undefined;
}

export interface DecodedJwt {
  header: JwtHeader;
  body: JwtBody;
  signature: Uint8Array;
}

type JsonObject = { [key: string]: JsonValue | undefined };

const STRING_CLAIMS = ['iss', 'iat', 'nbf', 'exp', 'version'];

function parseSegment(segment: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(decodeBase64url(segment)));
  } catch (cause) {
    throw new DidError('malformed', { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new DidError('malformed');
  return value as JsonObject;
}

function isHeader(value: JsonObject): value is JwtHeader {
  return typeof value['alg'] === 'string' && (value['type'] === undefined || typeof value['type'] === 'string');
}

function isBody(value: JsonObject): value is JwtBody {
  return STRING_CLAIMS.every((claim) => value[claim] === undefined || typeof value[claim] === 'string');
}

/** Header, body and raw signature of a wallet-protocol JWT, without verifying anything. */
export function decodeJwt(token: string): DecodedJwt {
  const [headerSegment, bodySegment, signatureSegment, ...rest] = token.split('.');
  if (headerSegment === undefined || bodySegment === undefined || signatureSegment === undefined || rest.length > 0) {
    throw new DidError('malformed');
  }
  const header = parseSegment(headerSegment);
  const body = parseSegment(bodySegment);
  if (!isHeader(header) || !isBody(body)) throw new DidError('malformed');
  try {
    return { header, body, signature: decodeBase64url(signatureSegment) };
  } catch (cause) {
    throw new DidError('malformed', { cause });
  }
}
