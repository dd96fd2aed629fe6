/** Empties document.cookie and localStorage so tests never see each other's tokens. */
export function resetBrowserStorage(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
}
