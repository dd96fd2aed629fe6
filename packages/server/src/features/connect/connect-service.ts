import { randomBytes } from 'node:crypto';
import {
  AUTH_SERVICE_PREFIX,
  CONNECT_QUERY,
  CONNECT_STATUSES,
  FoyerError,
  formatMessage,
  resolveLocale,
  sealForPage,
  validateNextWorkflow,
  type AppInfo,
  type ConnectStatus,
  type ExtraParams,
  type MessageCode,
  type MessageParams,
  type StatusPollResponse,
  type Validation,
} from '@foyer/core';
import { isSameDid } from '@foyer/did';
import type { Bus } from '../../bus/types.js';
import type { AppKey } from '../../keys/app-key.js';
import type { ConnectSessionRecord, Store } from '../../store/types.js';
import { authReply, type AuthReply } from './auth-reply.js';
import { newChallenge, stepOfChallenge } from './challenge.js';
import type { ConnectAction, NextWorkflow, StartedBy } from './connect-action.js';
import { CONNECT_UPDATED, connectUpdateOf } from './connect-updated.js';
import { drawMfaCodes } from './draw-mfa-codes.js';
import { readUserInfo } from './read-user-info.js';
import { verifySignatureAnswers } from './verify-signature-answers.js';
import { walletOsOf } from './wallet-os.js';

const TOKEN_BYTES = 16;
const FINISHED: ReadonlySet<string> = new Set<ConnectStatus>(['succeed', 'error', 'timeout', 'forbidden']);

export interface ConnectServiceDeps {
  store: Store;
  bus: Bus;
  appKey: AppKey;
  appInfo: AppInfo;
  /** SPEC §3 token response's `memberAppInfo`, read per session so a federation approved since shows at once. */
  memberAppInfo: () => Promise<AppInfo | null>;
  appUrl: string;
  actions: Record<string, ConnectAction>;
  /** How long a session waits for its wallet; the page makes a new one after as long. */
  timeoutMs: number;
  /** Pages poll instead of listening on the relay socket. */
  disableSocket: boolean;
  /** DID_CONNECT_MFA: the wallet's owner must pick, of three codes, the one the page shows. */
  mfa: boolean;
}

/** The page's parameters of GET /token, kept on the session as its extraParams. */
export interface OpenInput {
  encryptionKey: string;
  params: ExtraParams;
  /** The signed-in user, for an action that acts on them. */
  startedBy?: StartedBy;
}

/** A wallet's signed answer, with what it says about its platform. */
export interface AnswerInput {
  userPk: string;
  userInfo: string;
  walletOS?: string;
  userAgent?: string;
}

export type StatusResponse = StatusPollResponse & { result?: string };

const failWith = (code: MessageCode, params?: Record<string, string>) => new FoyerError(code, { params });

export function createConnectService({ store, bus, appKey, appInfo, memberAppInfo, appUrl, actions, timeoutMs, disableSocket, mfa }: ConnectServiceDeps) {
  const walletAppInfo = { name: appInfo.appName, description: appInfo.appDescription, icon: appInfo.appLogo, link: appInfo.appUrl, publisher: appKey.did };
  const authUrl = (action: string, token: string) => `${appUrl}${AUTH_SERVICE_PREFIX}/${action}/auth?${CONNECT_QUERY.token}=${token}`;

  // Every change is told on the bus, so each instance's relay can push it to the pages watching this session.
  async function update(token: string, patch: Parameters<Store['connectSessions']['update']>[1], expectStatus: string) {
    const updated = await store.connectSessions.update(token, patch, expectStatus);
    if (updated) await bus.publish(CONNECT_UPDATED, connectUpdateOf(updated));
    return updated;
  }

  function flowOf(action: string): ConnectAction {
    const flow = actions[action];
    if (!flow) throw failWith('notFound');
    return flow;
  }

  // The page asks by token under the action it started with, also once the flow has chained to another action.
  async function load(token: string): Promise<ConnectSessionRecord> {
    const session = await store.connectSessions.findByToken(token);
    if (!session) throw failWith('retryForbidden');
    return session;
  }

  // The wallet may only act on a session of the action in its URL that the page is still waiting on.
  async function loadLive(action: string, token: string): Promise<ConnectSessionRecord> {
    const session = await load(token);
    if (session.action !== action || session.expiresAt <= Date.now()) throw failWith('retryForbidden');
    if (FINISHED.has(session.status)) throw failWith('invalidSessionStatus', { status: session.status });
    return session;
  }

  function stepReply(session: ConnectSessionRecord, step: number, challenge: string, mfaCodes?: number[]): AuthReply {
    const claims = flowOf(session.action).steps(session.extraParams as ExtraParams)[step] ?? [];
    return authReply(appKey, {
      action: 'responseAuth',
      appInfo: walletAppInfo,
      chainInfo: { host: 'none', id: 'none' },
      challenge,
      mfaCodes,
      requestedClaims: claims,
      url: authUrl(session.action, session.token),
    });
  }

  /** Ends the session with a catalogue message the page shows, in the page's language. */
  async function fail(session: ConnectSessionRecord, status: ConnectStatus, code: MessageCode, params: MessageParams = {}): Promise<string> {
    const error = formatMessage(code, params, resolveLocale(session.extraParams?.['locale']));
    await update(session.token, { status, error, challenge: null }, 'scanned');
    return error;
  }

  /** Ends the session in error and tells the wallet why, in an answer signed like every other. */
  async function refuse(session: ConnectSessionRecord, code: MessageCode, params?: MessageParams): Promise<AuthReply> {
    return authReply(appKey, { status: 'error', errorMessage: await fail(session, 'error', code, params) });
  }

  /** Another wallet than the one expected answered: the session is forbidden, and the wallet refused outright. */
  async function mismatch(session: ConnectSessionRecord): Promise<never> {
    await fail(session, 'forbidden', 'loginUserMismatch');
    throw failWith('loginUserMismatch');
  }

  const startedByOf = ({ userDid, userSessionId }: ConnectSessionRecord): StartedBy | undefined =>
    userDid && userSessionId ? { did: userDid, sessionId: userSessionId } : undefined;

  async function status(token: string): Promise<StatusResponse> {
    const session = await load(token);
    const expired = session.expiresAt <= Date.now() && !FINISHED.has(session.status);
    const current = expired ? 'timeout' : (CONNECT_STATUSES.find((known) => known === session.status) ?? 'error');
    const extraParams = (session.extraParams ?? {}) as ExtraParams;
    return {
      status: current,
      error: session.error ?? undefined,
      mfaCode: session.mfaCode === null ? undefined : Number(session.mfaCode),
      nextWorkflow: session.nextWorkflow ?? undefined,
      did: session.did ?? undefined,
      updatedAt: session.updatedAt,
      sourceToken: extraParams['sourceToken'],
      extraParams,
      result: current === 'succeed' ? (session.result ?? undefined) : undefined,
    };
  }

  async function open(action: string, { encryptionKey, params, startedBy }: OpenInput) {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await store.connectSessions.create({
      token,
      action,
      status: 'created',
      error: null,
      mfaCode: null,
      challenge: null,
      did: null,
      encryptionKey,
      nextWorkflow: null,
      extraParams: params,
      result: null,
      userDid: startedBy?.did ?? null,
      userSessionId: startedBy?.sessionId ?? null,
      expiresAt: Date.now() + timeoutMs,
    });
    const extra = { connectedDid: params['forceConnected'], saveConnect: params['autoConnect'] !== 'false', timeoutMs, disableSocket };
    return { token, url: authUrl(action, token), appInfo, memberAppInfo: await memberAppInfo(), extra };
  }

  /** The URL the wallet and the page go on to; a next action gets a session sealed to the same page key, for the same wallet. */
  async function nextWorkflowOf(session: ConnectSessionRecord, next: NextWorkflow, did: string): Promise<Validation<string>> {
    if ('url' in next) return validateNextWorkflow(next.url);
    flowOf(next.action);
    const opened = await open(next.action, {
      encryptionKey: session.encryptionKey ?? '',
      // Named as the page would name it, so the wallet is asked for that DID and another wallet cannot finish the chain.
      params: { ...((session.extraParams ?? {}) as ExtraParams), forceConnected: did },
      startedBy: startedByOf(session),
    });
    return validateNextWorkflow(opened.url);
  }

  return {
    open,
    status,

    async timeout(token: string): Promise<StatusResponse> {
      const session = await load(token);
      if (!FINISHED.has(session.status)) await update(token, { status: 'timeout', challenge: null }, session.status);
      return status(token);
    },

    /** The wallet scanned: it gets the first step. Once a wallet has named its DID, any other is told the session is busy. */
    async scan(action: string, token: string): Promise<AuthReply> {
      const session = await loadLive(action, token);
      if (session.did !== null) throw failWith('busy');
      const challenge = newChallenge(0);
      const draw = mfa ? drawMfaCodes() : undefined;
      const scanned = await update(token, { status: 'scanned', challenge, mfaCode: draw ? String(draw.code) : null }, session.status);
      if (!scanned) throw failWith('busy');
      return stepReply(scanned, 0, challenge, draw?.choices);
    },

    async answer(action: string, token: string, input: AnswerInput): Promise<AuthReply> {
      const session = await loadLive(action, token);
      if (session.status !== 'scanned') throw failWith('invalidSessionStatus', { status: session.status });
      const answer = readUserInfo(input.userPk, input.userInfo);
      // Each challenge answers once: a replayed or stale answer names a challenge that is no longer the session's.
      if (!session.challenge || answer.challenge !== session.challenge) throw failWith('retryForbidden');
      if (answer.action === 'declineAuth') return refuse(session, 'authDeclined');
      const step = stepOfChallenge(session.challenge);
      // Picking the code the page shows proves the wallet's owner is looking at this page, not at a relayed QR code.
      if (step === 0 && session.mfaCode !== null && answer.mfaCode !== Number(session.mfaCode)) return refuse(session, 'mfaCodeMismatch');
      const expectedDid = session.did ?? session.extraParams?.['forceConnected'];
      if (typeof expectedDid === 'string' && expectedDid && !isSameDid(expectedDid, answer.did)) return mismatch(session);
      const flow = flowOf(action);
      const extraParams = (session.extraParams ?? {}) as ExtraParams;
      const steps = flow.steps(extraParams);
      verifySignatureAnswers(steps[step] ?? [], answer.requestedClaims, answer);
      if (step + 1 < steps.length) {
        const challenge = newChallenge(step + 1);
        const advanced = await update(token, { did: answer.did, challenge }, 'scanned');
        if (!advanced) throw failWith('retryForbidden');
        return stepReply(advanced, step + 1, challenge);
      }
      const walletOS = walletOsOf(input.walletOS, input.userAgent);
      const startedBy = startedByOf(session);
      const outcome = await flow.finish({ did: answer.did, pk: answer.pk, answers: answer.requestedClaims, walletOS, extraParams, startedBy });
      if ('refuse' in outcome) return outcome.refuse === 'loginUserMismatch' ? mismatch(session) : refuse(session, outcome.refuse, outcome.params);
      const next = outcome.next ? await nextWorkflowOf(session, outcome.next, answer.did) : undefined;
      if (next && !next.ok) return refuse(session, next.error.code, next.error.params);
      const sealed = await sealForPage(session.encryptionKey ?? '', JSON.stringify(outcome.result), token);
      const nextWorkflow = next?.value ?? null;
      // Of two racing final answers one stores its result; the other's session is never handed to anyone.
      const finished = await update(token, { status: 'succeed', did: answer.did, result: sealed, nextWorkflow, challenge: null }, 'scanned');
      if (!finished) throw failWith('retryForbidden');
      return authReply(appKey, { status: 'ok', successMessage: 'Connected', response: { ...outcome.walletResponse, did: answer.did }, nextWorkflow: nextWorkflow ?? undefined });
    },
  };
}

export type ConnectService = ReturnType<typeof createConnectService>;
