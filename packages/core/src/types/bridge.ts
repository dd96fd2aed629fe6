import type { BRIDGE_EVENT_DELAYS_MS, BRIDGE_MESSAGE_TYPE, BRIDGE_REQUESTS } from '../constants/bridge.js';

export type BridgeEventName = keyof typeof BRIDGE_EVENT_DELAYS_MS;
export type BridgeRequestName = (typeof BRIDGE_REQUESTS)[number];

/** SPEC §7 bridge payload: who is (or was, for onLogout) signed in, in which app, on which visitor. */
export interface BridgePayload {
  did: string;
  /** The Foyer page's host, as its own location names it. */
  host: string;
  appPid: string;
  visitorId: string;
  sourceAppPid: string;
  fullName: string;
}

/** Foyer frame → host: something happened to the session. */
export interface BridgeEventMessage {
  type: typeof BRIDGE_MESSAGE_TYPE;
  event: BridgeEventName;
  payload: BridgePayload;
}

/** Host → Foyer frame: a question, answered by the response with the same id. */
export interface BridgeRequestMessage {
  type: typeof BRIDGE_MESSAGE_TYPE;
  request: BridgeRequestName;
  id: string;
}

/** Foyer frame → host: the answer to one request, a result or an error as a catalogue message and HTTP-like code. */
export type BridgeResponseMessage =
  | { type: typeof BRIDGE_MESSAGE_TYPE; id: string; result: BridgeResult }
  | { type: typeof BRIDGE_MESSAGE_TYPE; id: string; error: { message: string; code: number } };

/** getVisitorId answers the visitor id; autoLogin the signed-in user's payload. */
export type BridgeResult = string | BridgePayload;

/** What a host app passes to connectFoyerFrame: one optional callback per event. */
export type BridgeHandlers = Partial<Record<BridgeEventName, (payload: BridgePayload) => void>>;
