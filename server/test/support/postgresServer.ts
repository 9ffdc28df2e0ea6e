import pg from 'pg';

// The PostgreSQL server the tests clone their databases on (TEST_DATABASE_URL), reached without the
// server's own modules: the mini-program's tests load this support in jsdom.

/** The URL of the same PostgreSQL server with another database. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the PostgreSQL server's maintenance connection (database DDL cannot run in a pool transaction). */
export async function onPostgresServer(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
