/** A browser's cookies for the tests, per origin; paths and domains are not told apart, expired and cleared cookies are dropped. */
export class CookieJar {
  readonly #cookies = new Map<string, Map<string, string>>();

  #of(url: URL | string): Map<string, string> {
    const origin = new URL(url).origin;
    let cookies = this.#cookies.get(origin);
    if (!cookies) {
      cookies = new Map();
      this.#cookies.set(origin, cookies);
    }
    return cookies;
  }

  /** The Cookie header a browser sends to `url`. */
  header(url: URL | string): string {
    return [...this.#of(url)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(url: URL | string, name: string): string | undefined {
    return this.#of(url).get(name);
  }

  set(url: URL | string, name: string, value: string): void {
    this.#of(url).set(name, value);
  }

  /** Keeps what `response` from `url` sets, and forgets what it clears. */
  store(url: URL | string, response: Response): void {
    const cookies = this.#of(url);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const expires = attributes.find((attribute) => /^expires=/i.test(attribute))?.slice('expires='.length);
      const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute))?.slice('max-age='.length);
      const cleared = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (cleared) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1));
    }
  }
}
