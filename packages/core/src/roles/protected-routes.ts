/** Every route is protected unless the app lists its own. */
export const DEFAULT_PROTECTED_ROUTES: readonly string[] = ['*'];
