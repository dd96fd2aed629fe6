import { DEFAULT_THEME, THEMES, type ThemePreference } from '../constants/preferences.js';

/** A stored or requested theme, or the default when it is not one we know. */
export function resolveTheme(input: unknown): ThemePreference {
  return THEMES.find((theme) => theme === input) ?? DEFAULT_THEME;
}
