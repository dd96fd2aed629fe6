/** The id of the JSON script element the functional frame page reads its data (a `FunctionalFramePageData`) from. */
export const FUNCTIONAL_FRAME_DATA_ID = 'functional-frame-data';
