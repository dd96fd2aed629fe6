import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const none = () => null;

/**
 * A choice the browser keeps (cookie, localStorage), read during render in the browser but never on a server: a page
 * rendered there, and its hydration, start from null, and the stored choice follows in the next render.
 */
export const useStoredPreference = (read: () => string | null): string | null => useSyncExternalStore(unchanging, read, none);
