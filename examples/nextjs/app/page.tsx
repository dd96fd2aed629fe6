import { headers } from 'next/headers';
import { HomePage } from './home-page';

export default async function Page() {
  return <HomePage request={{ headers: await headers() }} />;
}
