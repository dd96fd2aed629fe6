import { BREAKPOINTS } from '@foyer/core';
import { useState } from 'react';
import type { ConnectLayout } from '../session/session-context.js';

/** Chosen once on open, so resizing never swaps the layout under the visitor. */
export function useLayout(requested: ConnectLayout | undefined): ConnectLayout {
  const [layout] = useState<ConnectLayout>(
    () => requested ?? (matchMedia(`(max-width: ${BREAKPOINTS.mobile}px)`).matches ? 'drawer' : 'dialog'),
  );
  return layout;
}
