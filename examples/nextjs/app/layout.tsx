import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { localeOf } from '../lib/locale';

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={localeOf({ headers: await headers() })}>
      <body>{children}</body>
    </html>
  );
}
