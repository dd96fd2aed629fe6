/** The id of the JSON script element the passport pages read their data from. */
export const PASSPORT_PAGE_DATA_ID = 'foyer-passport-page';

/** What the issue-passport page shows before the wallet answers: who hands out which passport, or why the link is no good. */
export interface IssuePassportPageData {
  page: 'issue-passport';
  appName: string;
  appUrl: string;
  /** The link's token, which the page hands to its connect session; '' when the link is not valid. */
  token: string;
  /** The refusal to show instead of a QR code: the link was never issued. */
  invalid: string | null;
  issuerName: string | null;
  role: string;
  title: string | null;
  /** When the passport expires (epoch ms); never when null. */
  expiresAt: number | null;
}

/** The lost-passport page: where to sign in first (and come back). */
export interface LostPassportPageData {
  page: 'lost-passport';
  appName: string;
  appUrl: string;
  loginUrl: string;
}
