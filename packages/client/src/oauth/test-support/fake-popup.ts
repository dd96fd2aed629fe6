/** A stand-in for the oauth-login popup: a window the test closes, points elsewhere, and posts messages "from". */
export function createFakePopup(name = 'oauth-login') {
  const popup = {
    name,
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true;
    },
  };
  return popup as typeof popup & Window;
}

/** Delivers `data` to the page as if `source` had posted it from `origin`. */
export function postToPage(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}
