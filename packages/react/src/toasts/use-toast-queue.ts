import { TOAST } from '@foyer/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export type PushToast = (kind: ToastKind, message: string) => void;

/** SPEC §9: at most 3 at once (a new one pushes out the oldest), hidden after 5 s, errors after 15 s. */
export function useToastQueue(): { toasts: Toast[]; push: PushToast; dismiss(id: number): void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const push = useCallback<PushToast>(
    (kind, message) => {
      const id = ++nextId.current;
      timers.current.set(id, setTimeout(() => dismiss(id), kind === 'error' ? TOAST.errorAutoHideMs : TOAST.autoHideMs));
      setToasts((current) => [...current, { id, kind, message }].slice(-TOAST.max));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { toasts, push, dismiss };
}
