import { headers } from 'next/headers';
import { localeOfRequest } from '@foyer/server';
import type { ReactNode } from 'react';

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={localeOfRequest({ headers: await headers() })}>
      <body>{children}</body>
    </html>
  );
}
