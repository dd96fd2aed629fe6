import type { Locale } from '@foyer/core';
import { ConnectButton, SessionProvider } from '@foyer/react';
import { localeOfRequest, type RequestLike } from '@foyer/server';
import { foyerApp } from '../lib/foyer';

// The page's own words; Foyer's widgets bring theirs, in the same locale.
export const WORDS: Record<Locale, { title: string; signedIn(name: string): string; signedOut: string }> = {
  en: { title: 'Foyer on Next.js', signedIn: (name) => `Signed in as ${name}`, signedOut: 'Signed out' },
  zh: { title: '在 Next.js 中使用 Foyer', signedIn: (name) => `已登录：${name}`, signedOut: '未登录' },
};

/** The page for the request's session and language: its first HTML already shows the account menu, in the visitor's words. */
export async function HomePage({ request }: { request: RequestLike }) {
  const session = await foyerApp.getSession(request);
  const locale = localeOfRequest(request);
  const words = WORDS[locale];
  return (
    <SessionProvider initialUser={session?.user ?? null} locale={locale}>
      <header>
        <h1>{words.title}</h1>
        <ConnectButton />
      </header>
      <main>{session ? <p>{words.signedIn(session.user.fullName || session.user.email || session.user.did)}</p> : <p>{words.signedOut}</p>}</main>
    </SessionProvider>
  );
}
