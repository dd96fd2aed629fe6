import type { SessionUser } from '@foyer/core';

export type SessionEventName = 'login' | 'logout' | 'change';
export type SessionEventListener = (user: SessionUser | null) => void;

export interface SessionEvents {
  /** Returns the function that removes the listener. */
  on(name: SessionEventName, listener: SessionEventListener): () => void;
}

interface SessionEventEmitter extends SessionEvents {
  emit(name: SessionEventName, user: SessionUser | null): void;
}

export function createSessionEvents(): SessionEventEmitter {
  const listeners = new Map<SessionEventName, Set<SessionEventListener>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(name, user) {
      for (const listener of [...(listeners.get(name) ?? [])]) listener(user);
    },
  };
}
