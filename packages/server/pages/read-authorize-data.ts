import { INTERACTION_PAGE_DATA_ID, type InteractionPageData } from '../src/features/oidc/interaction-page-data.js';

export function readAuthorizeData(): InteractionPageData {
  const element = document.getElementById(INTERACTION_PAGE_DATA_ID);
  if (!element?.textContent) throw new Error('The authorization page was not served by Foyer: its page data is missing');
  return JSON.parse(element.textContent) as InteractionPageData;
}
