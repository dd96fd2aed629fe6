import type { Logger } from 'pino';
import type { BusTopic, BusTopics } from './types.js';

type AnyHandler = (payload: BusTopics[BusTopic]) => void;

/** Handlers per topic; one failing handler is logged and does not stop the others. */
export class HandlerSet {
  readonly #handlers = new Map<string, Set<AnyHandler>>();
  readonly #log: Logger;

  constructor(log: Logger) {
    this.#log = log;
  }

  add(topic: string, handler: AnyHandler): void {
    const handlers = this.#handlers.get(topic) ?? new Set();
    handlers.add(handler);
    this.#handlers.set(topic, handlers);
  }

  /** Removes the handler; true when it was the topic's last one. */
  remove(topic: string, handler: AnyHandler): boolean {
    const handlers = this.#handlers.get(topic);
    if (!handlers?.delete(handler) || handlers.size > 0) return false;
    this.#handlers.delete(topic);
    return true;
  }

  deliver(topic: string, payload: BusTopics[BusTopic]): void {
    for (const handler of this.#handlers.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.#log.error({ err: error, topic }, `Bus handler for "${topic}" failed`);
      }
    }
  }

  clear(): void {
    this.#handlers.clear();
  }
}
