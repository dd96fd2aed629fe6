/** What the server put in the page's JSON script element `id`; a page not served by Foyer has none. */
export function readPageData<T>(id: string): T {
  const element = document.getElementById(id);
  if (!element?.textContent) throw new Error(`This page was not served by Foyer: its page data (#${id}) is missing`);
  return JSON.parse(element.textContent) as T;
}
