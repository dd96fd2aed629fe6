import { ConnectButton, SessionProvider } from '@foyer/react';
import type { RequestLike } from '@foyer/server';
import { foyerApp } from '../lib/foyer';

/** The page for the request's session: the first HTML already shows the account menu when someone is signed in. */
export async function HomePage({ request }: { request: RequestLike }) {
  const session = await foyerApp.getSession(request);
  return (
    <SessionProvider initialUser={session?.user ?? null}>
      <header>
        <h1>Foyer on Next.js</h1>
        <ConnectButton />
      </header>
      <main>{session ? <p>{`Signed in as ${session.user.fullName || session.user.email}`}</p> : <p>Signed out</p>}</main>
    </SessionProvider>
  );
}
