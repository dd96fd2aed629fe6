import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

// Written from the WebAuthn and CBOR specs rather than with the library under test, so its encodings check the server's decoding.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

// Shortest-form head (RFC 8949 §3), as authenticators write it.
function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  const head = Buffer.alloc(value < 0x10000 ? 3 : 5);
  head[0] = (major << 5) | (value < 0x10000 ? 25 : 26);
  if (value < 0x10000) head.writeUInt16BE(value, 1);
  else head.writeUInt32BE(value, 1);
  return head;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const FLAG = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A passkey held by this authenticator; `signCount` moves on with each assertion. */
export interface SoftPasskey {
  id: string;
  userHandle: string;
  privateKey: KeyObject;
  signCount: number;
}

/** Where the ceremony runs: the page's origin, the RP ID hashed into authenticatorData (the options' by default), and whether the person was verified (yes by default). */
export interface Ceremony {
  origin: string;
  rpId?: string;
  userVerified?: boolean;
}

const presenceFlags = (userVerified: boolean) => FLAG.userPresent | (userVerified ? FLAG.userVerified : 0);

function authenticatorData(rpId: string, flags: number, signCount: number, attested = Buffer.alloc(0)): Buffer {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(signCount);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, attested]);
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

// COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
function coseKey(publicKey: KeyObject): Buffer {
  const { x = '', y = '' } = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x, 'base64url')],
      [-3, Buffer.from(y, 'base64url')],
    ]),
  );
}

/** navigator.credentials.create() on a platform authenticator: a P-256 passkey with 'none' attestation; `credentialId` forces its id. */
export function createPasskey(
  options: PublicKeyCredentialCreationOptionsJSON,
  { origin, rpId = options.rp.id ?? '', userVerified = true, credentialId = randomBytes(16) }: Ceremony & { credentialId?: Buffer },
) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const aaguid = Buffer.alloc(16);
  const authData = authenticatorData(
    rpId,
    presenceFlags(userVerified) | FLAG.attestedData,
    0,
    Buffer.concat([aaguid, idLength, credentialId, coseKey(publicKey)]),
  );
  const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
  const id = b64url(credentialId);
  const passkey: SoftPasskey = { id, userHandle: options.user.id, privateKey, signCount: 0 };
  const response: RegistrationResponseJSON = {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal', 'hybrid'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
  return { passkey, response };
}

/** navigator.credentials.get(): signs authenticatorData‖SHA-256(clientDataJSON); `signCount` overrides the next count. */
export function assertPasskey(
  passkey: SoftPasskey,
  options: PublicKeyCredentialRequestOptionsJSON,
  { origin, rpId = options.rpId ?? '', userVerified = true, signCount = passkey.signCount + 1 }: Ceremony & { signCount?: number },
): AuthenticationResponseJSON {
  passkey.signCount = signCount;
  const authData = authenticatorData(rpId, presenceFlags(userVerified), signCount);
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  // Node signs EC keys as DER ECDSA, the form WebAuthn carries ES256 signatures in.
  const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
