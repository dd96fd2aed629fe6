import { SIZES, type ThemePreference } from '@foyer/core';
import type { CSSProperties } from 'react';

const SIZE_VARIABLES = {
  '--foyer-menu-width': `${SIZES.menuWidth}px`,
  '--foyer-popup-max-width': SIZES.popupMaxWidth,
  '--foyer-dialog-width': `${SIZES.dialogWidth}px`,
  '--foyer-avatar': `${SIZES.avatar}px`,
  '--foyer-menu-avatar': `${SIZES.menuAvatar}px`,
  '--foyer-logo-height': `${SIZES.logoHeight}px`,
  '--foyer-logo-max-width': `${SIZES.logoMaxWidth}px`,
} as CSSProperties;

/** Every top-level Foyer element (portals included) carries the theme and the SPEC §9 sizes for the stylesheets. */
export function rootProps(theme: ThemePreference): { 'data-theme': ThemePreference; style: CSSProperties } {
  return { 'data-theme': theme, style: SIZE_VARIABLES };
}
