import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';
import type { AutoSwitchProps } from './auto-switch-props.js';

const AutoSwitchView = lazy(retryImport(() => import('./auto-switch-view.js')));

/** SPEC §4 auto switch for a signed-in visitor; its code loads only when a page asks for another account. */
export function AutoSwitch(props: AutoSwitchProps) {
  return (
    <Suspense fallback={null}>
      <AutoSwitchView {...props} />
    </Suspense>
  );
}
