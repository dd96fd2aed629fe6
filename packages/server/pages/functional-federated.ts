import type { FunctionalFrameMessage, FunctionalFramePageData } from '@foyer/core';
import { FUNCTIONAL_FRAME_DATA_ID } from '../src/features/federation/functional-frame-data.js';
import { runFunctionalFrame } from './functional-frame-run.js';
import { readPageData } from './read-page-data.js';

const data = readPageData<FunctionalFramePageData>(FUNCTIONAL_FRAME_DATA_ID);

void runFunctionalFrame(data, {
  // Firefox has no ancestorOrigins: there the server's Sec-Fetch-Dest check and CSP frame-ancestors stand alone.
  framedByMember: () => window.parent !== window && (location.ancestorOrigins === undefined || location.ancestorOrigins[0] === data.memberOrigin),
  hasStorageAccess: () => document.hasStorageAccess(),
  requestStorageAccess: () => document.requestStorageAccess(),
  // Only ever to the approved member the server checked this page's query against; never '*'.
  tell: (message: FunctionalFrameMessage) => window.parent.postMessage(message, data.memberOrigin),
  fetch: (input, init) => fetch(input, init),
});
