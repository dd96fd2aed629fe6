import type { ConnectMethod } from './connect-method.js';

const registered = new Map<string, ConnectMethod>();

/** Adds a sign-in method to every connect dialog (replacing one with the same id); returns the function that removes it. */
export function registerMethod(method: ConnectMethod): () => void {
  registered.set(method.id, method);
  return () => {
    if (registered.get(method.id) === method) registered.delete(method.id);
  };
}

export function registeredMethods(): ConnectMethod[] {
  return [...registered.values()];
}
