import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';
import type { SwitchRequest } from './switch-request.js';

export interface AutoSwitchProps {
  request: SwitchRequest;
  /** The request is handled: switched, handed to the connect dialog, turned down or failed. */
  onDone(): void;
}

const AutoSwitchView = lazy(retryImport(() => import('./auto-switch-view.js')));

/** SPEC §4 auto switch for a signed-in visitor; its code loads only when a page asks for another account. */
export function AutoSwitch(props: AutoSwitchProps) {
  return (
    <Suspense fallback={null}>
      <AutoSwitchView {...props} />
    </Suspense>
  );
}
