import type { SessionUser } from '@foyer/core';

/** 'refresh': the tokens were renewed; 'reload': the signed-in user was read again (getSession). */
export type SessionEventType = 'login' | 'logout' | 'refresh' | 'reload';

export interface SessionEvent {
  type: SessionEventType;
  user: SessionUser | null;
}

export type SessionListener = (event: SessionEvent) => void;

/** This tab's signed-in user, and the listeners told about every change of it. */
export interface CurrentUser {
  readonly user: SessionUser | null;
  emit(type: SessionEventType, user: SessionUser | null): void;
  onChange(listener: SessionListener): () => void;
}

export function createCurrentUser(): CurrentUser {
  let user: SessionUser | null = null;
  const listeners = new Set<SessionListener>();
  return {
    get user() {
      return user;
    },
    emit(type, nextUser) {
      user = nextUser;
      for (const listener of [...listeners]) listener({ type, user });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
