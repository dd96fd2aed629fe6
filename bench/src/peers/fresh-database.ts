import pg from 'pg';

/** Drops and recreates database `name` on the server `url` points at, and returns the URL of the new one. */
export async function freshDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.href;
}
