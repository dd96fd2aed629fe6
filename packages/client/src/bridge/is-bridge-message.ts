import { BRIDGE_EVENTS, BRIDGE_MESSAGE_TYPE, BRIDGE_REQUESTS, type BridgeEventMessage, type BridgeRequestMessage, type BridgeResponseMessage } from '@foyer/core';

const PAYLOAD_FIELDS = ['did', 'host', 'appPid', 'visitorId', 'sourceAppPid', 'fullName'] as const;

const record = (data: unknown): Record<string, unknown> | null =>
  typeof data === 'object' && data !== null && (data as Record<string, unknown>).type === BRIDGE_MESSAGE_TYPE ? (data as Record<string, unknown>) : null;

const isPayload = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && PAYLOAD_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** A Foyer frame's event: a known name and a payload with every SPEC field a string. */
export function isBridgeEvent(data: unknown): data is BridgeEventMessage {
  const message = record(data);
  return message !== null && (BRIDGE_EVENTS as unknown[]).includes(message.event) && isPayload(message.payload);
}

/** A host's request: a known name and an id to answer to. */
export function isBridgeRequest(data: unknown): data is BridgeRequestMessage {
  const message = record(data);
  return message !== null && (BRIDGE_REQUESTS as readonly unknown[]).includes(message.request) && typeof message.id === 'string' && message.id !== '';
}

/** A Foyer frame's answer: the id it answers, and a visitor id or payload, or an error with its message and code. */
export function isBridgeResponse(data: unknown): data is BridgeResponseMessage {
  const message = record(data);
  if (message === null || typeof message.id !== 'string') return false;
  if ('result' in message) return typeof message.result === 'string' || isPayload(message.result);
  const error = message.error as Record<string, unknown> | undefined;
  return typeof error === 'object' && error !== null && typeof error.message === 'string' && typeof error.code === 'number';
}
