/** The id of the JSON script element the master's shared bridge page reads its data (a `FederatedPageData`) from. */
export const SHARED_BRIDGE_DATA_ID = 'shared-bridge-data';
