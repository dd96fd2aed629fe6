export function readPageQuery(name: string): string | null {
  return new URL(location.href).searchParams.get(name);
}

/** Drops a one-time parameter without adding a history entry. */
export function removePageQuery(name: string): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
