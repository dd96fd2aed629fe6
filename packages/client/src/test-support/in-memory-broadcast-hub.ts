import type { SessionBroadcast, SessionChannel } from '../session/cross-tab.js';

type Listener = (event: MessageEvent) => void;

/** BroadcastChannel stand-in: each opened endpoint is one "tab"; a post reaches every other open endpoint, asynchronously like the real one. */
export function createBroadcastHub(): { open(): SessionChannel } {
  const endpoints = new Set<Set<Listener>>();
  return {
    open() {
      const listeners = new Set<Listener>();
      endpoints.add(listeners);
      return {
        postMessage(message: SessionBroadcast) {
          const data = structuredClone(message);
          for (const other of endpoints) {
            if (other === listeners) continue;
            queueMicrotask(() => {
              for (const listener of other) listener(new MessageEvent('message', { data }));
            });
          }
        },
        addEventListener(_type: 'message', listener: Listener) {
          listeners.add(listener);
        },
        removeEventListener(_type: 'message', listener: Listener) {
          listeners.delete(listener);
        },
        close() {
          endpoints.delete(listeners);
        },
      };
    },
  };
}
