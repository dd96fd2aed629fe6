import { didFromPublicKey, encodeBase58, generateKeyPair, publicKeyFromSecret, type JsonValue } from '@foyer/did';
import { answerClaims } from './answer-claims.js';
import { authUrlOf } from './auth-url-of.js';
import type { AuthInfoBody, Profile } from './messages.js';
import { readAuthInfo } from './read-auth-info.js';
import { receivedCredential, type WalletCredential } from './received-credential.js';
import { signUserInfo } from './sign-user-info.js';
import { WalletError } from './wallet-error.js';

export interface WalletOptions {
  keyType?: 'ed25519' | 'secp256k1';
  /** Reuse a key (64-byte ed25519 seed‖pk or 32-byte secp256k1); a new random one otherwise. */
  secretKey?: Uint8Array;
  profile?: Profile;
  /** NFTs the wallet holds (JWTs from mintNft), offered when an app asks for an asset. */
  assets?: readonly string[];
  fetch?: typeof fetch;
}

/** Picks, of the codes a step offers, the one the app's page shows; called once per workflow that asks. */
export type MfaPicker = (codes: number[], step: AuthInfoBody) => number | Promise<number>;

export interface ApproveOptions {
  /** Reported to the app as the wallet's platform (ios, android, web, api). */
  walletOS?: string;
  /** The two-digit code the page shows, when the app asks for one (DID_CONNECT_MFA); a picker for chained workflows. */
  mfaCode?: number | MfaPicker;
}

/** A scanned request, before its owner decides: what the app is and what it asks, as a wallet screen shows them. */
export interface PendingRequest {
  /** The app's signed first step (its `appInfo`, `requestedClaims`, `challenge`, `url`, `mfaCodes`). */
  step: AuthInfoBody;
  /** Answers this and every later step, then each `nextWorkflow` the app chains to; the app's last signed answer. */
  approve(options?: ApproveOptions): Promise<AuthInfoBody>;
  /** Turns the request down, as the wallet's Decline button does; the app's signed answer. */
  decline(): Promise<AuthInfoBody>;
}

export interface Wallet {
  did: string;
  publicKey: Uint8Array;
  /** Scans a deep link or auth URL: the app's session becomes `scanned` and its request is returned unanswered. */
  open(linkOrUrl: string): Promise<PendingRequest>;
  /** open, then approve. */
  approve(linkOrUrl: string, options?: ApproveOptions): Promise<AuthInfoBody>;
  /** open, then decline. */
  decline(linkOrUrl: string): Promise<AuthInfoBody>;
  /** The credentials apps handed this wallet in their final answers (passports), oldest first. */
  readonly credentials: readonly WalletCredential[];
}

const DEFAULT_PROFILE: Profile = { fullName: 'Foyer Wallet' };

function errorText(body: unknown): string | undefined {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  return typeof error === 'string' ? error : undefined;
}

function nextStepUrl(step: AuthInfoBody): string {
  if (!step.url || !step.challenge) throw new WalletError('invalid_reply');
  return step.url;
}

async function pickMfaCode(step: AuthInfoBody, option: ApproveOptions['mfaCode']): Promise<number | undefined> {
  const codes = step.mfaCodes;
  if (!codes) return undefined;
  const picked = typeof option === 'function' ? await option(codes, step) : option;
  if (picked === undefined) throw new WalletError('mfa_required');
  if (!codes.includes(picked)) throw new WalletError('mfa_code_not_offered');
  return picked;
}

/** A DID wallet in memory: one key, one profile, speaking DID Connect v1 to any app. */
export function createWallet(options: WalletOptions = {}): Wallet {
  const keyType = options.keyType ?? 'ed25519';
  const secretKey = options.secretKey ?? generateKeyPair(keyType).secretKey;
  const publicKey = publicKeyFromSecret(keyType, secretKey);
  const did = `did:abt:${didFromPublicKey(publicKey, { key: keyType })}`;
  const identity = { did, keyType, secretKey, profile: options.profile ?? DEFAULT_PROFILE, assets: options.assets ?? [] };
  const userPk = encodeBase58(publicKey);
  const send = options.fetch ?? fetch;
  const credentials: WalletCredential[] = [];

  async function call(url: string, body?: Record<string, JsonValue | undefined>): Promise<AuthInfoBody> {
    const init: RequestInit = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {};
    const response = await send(url, init);
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new WalletError('refused', { message: errorText(json), status: response.status });
    return readAuthInfo(json);
  }

  type Answer = { requestedClaims?: JsonValue[]; action?: 'declineAuth'; mfaCode?: number };

  async function answer(step: AuthInfoBody, fields: Answer, walletOS?: string) {
    const url = nextStepUrl(step);
    const userInfo = signUserInfo({ did, secretKey, challenge: step.challenge ?? '', ...fields });
    return call(url, { userPk, userInfo, walletOS });
  }

  /** Answers every step of one workflow; each must be signed by `app`, the app that asked first. */
  async function approveWorkflow(first: AuthInfoBody, app: string, { walletOS, mfaCode }: ApproveOptions): Promise<AuthInfoBody> {
    let step = first;
    while (step.requestedClaims?.length) {
      const picked = await pickMfaCode(step, mfaCode);
      step = await answer(step, { requestedClaims: answerClaims(step.requestedClaims, identity), mfaCode: picked }, walletOS);
      if (step.iss !== app) throw new WalletError('invalid_app_signature');
    }
    if (step.status === 'error') throw new WalletError('refused', { message: step.errorMessage });
    const credential = receivedCredential(step);
    if (credential) credentials.push(credential);
    return step;
  }

  async function open(linkOrUrl: string): Promise<PendingRequest> {
    const first = await call(authUrlOf(linkOrUrl));
    return {
      step: first,
      async approve(approveOptions = {}) {
        let last = await approveWorkflow(first, first.iss, approveOptions);
        // A chained workflow was approved with the one before it, so it must come from the same app.
        while (last.nextWorkflow) {
          const next = await call(authUrlOf(last.nextWorkflow));
          if (next.iss !== first.iss) throw new WalletError('invalid_app_signature');
          last = await approveWorkflow(next, first.iss, approveOptions);
        }
        return last;
      },
      decline: () => answer(first, { action: 'declineAuth' }),
    };
  }

  return {
    did,
    publicKey,
    open,
    approve: async (linkOrUrl, options) => (await open(linkOrUrl)).approve(options),
    decline: async (linkOrUrl) => (await open(linkOrUrl)).decline(),
    credentials,
  };
}
