import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';
import type { SpacesGuideProps } from './spaces-guide-props.js';

const SpacesGuideView = lazy(retryImport(() => import('./spaces-guide-view.js')));

/** SPEC §2.13 storage-space guide; its code, labels and Radix load only when it is first offered. */
export function SpacesGuide(props: SpacesGuideProps) {
  return (
    <Suspense fallback={null}>
      <SpacesGuideView {...props} />
    </Suspense>
  );
}
