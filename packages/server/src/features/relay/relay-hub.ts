import type { Bus } from '../../bus/types.js';
import { CONNECT_UPDATED, type ConnectUpdate } from '../connect/connect-updated.js';

export type UpdateListener = (update: ConnectUpdate) => void;

/** This instance's sockets by the connect session they watch, fed by every instance's connect updates on the bus. */
export interface RelayHub {
  /** Calls `listener` on each update of `token`; returns the function that stops it. */
  watch(token: string, listener: UpdateListener): () => void;
  close(): Promise<void>;
}

export async function createRelayHub(bus: Bus): Promise<RelayHub> {
  const watchers = new Map<string, Set<UpdateListener>>();
  const unsubscribe = await bus.subscribe(CONNECT_UPDATED, (update) => {
    for (const listener of watchers.get(update.token) ?? []) listener(update);
  });
  return {
    watch(token, listener) {
      const listeners = watchers.get(token) ?? new Set();
      listeners.add(listener);
      watchers.set(token, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) watchers.delete(token);
      };
    },
    async close() {
      watchers.clear();
      await unsubscribe();
    },
  };
}
