/** The element holding the page data the popup script reads. */
export const POPUP_DATA_ID = 'space-request';

/** What the popup script needs: the request to pass to the connect session, and whom to tell. */
export interface PopupPageData {
  action: string;
  providerName: string;
  consent: string;
  request: Record<string, string>;
}
