/** The cookies one browser holds for the bench server; one origin, so names alone tell them apart. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      // oidc-provider clears a finished interaction's cookies with an empty value.
      if (value) this.#cookies.set(pair.slice(0, at), value);
      else this.#cookies.delete(pair.slice(0, at));
    }
  }
}
