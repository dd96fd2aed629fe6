import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The latest render's value, for callbacks that must not restart effects when it changes. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
