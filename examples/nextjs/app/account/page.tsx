import { headers } from 'next/headers';
import { HomePage } from '../home-page';

// middleware.ts lets only a signed-in visitor get here.
export default async function AccountPage() {
  return <HomePage request={{ headers: await headers() }} />;
}
