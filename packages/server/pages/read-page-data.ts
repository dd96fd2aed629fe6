import { LOGIN_PAGE_DATA_ID, type LoginPageData } from '../src/features/login-page/login-page-data.js';

export function readPageData(): LoginPageData {
  const element = document.getElementById(LOGIN_PAGE_DATA_ID);
  if (!element?.textContent) throw new Error('The login page was not served by Foyer: its page data is missing');
  return JSON.parse(element.textContent) as LoginPageData;
}
