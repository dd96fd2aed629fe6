import type { FederatedPageData } from '@foyer/core';

/** What the server tells the master's federated sign-in popup, in a JSON script element with this id. */
export const FEDERATED_PAGE_DATA_ID = 'federated-page-data';

export type { FederatedPageData };
