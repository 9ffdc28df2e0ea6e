import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { timeZoneSettingResponseSchema } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { sharedPostgres, tempDir } from '../../test/harness.js';
import { postPasswordLogin } from '../../test/identityClient.js';
import { adminCaller } from '../../test/peopleClient.js';
import { onPostgresServer, postgresDatabaseUrl } from '../../test/support/postgresServer.js';
import { postgresBin } from '../../test/support/engines.js';
import { startServerProcess, type ServerProcess } from '../../test/support/serverProcess.js';
import { DEMO_PASSWORD } from '../seed/demo.js';

// The runbook's backup and restore (docs/deploy.md, "Backups and restore"), done as it says: pg_dump
// of a database in use, pg_restore into an empty one, a server started on the copy.

const run = promisify(execFile);

async function owner(server: ServerProcess) {
  const response = await postPasswordLogin(server.fetch, { account: 'owner01', password: DEMO_PASSWORD, headers: { from: 'pc' } });
  const token = ((await response.json()) as { user?: { token: string }[] }).user?.[0]?.token;
  if (!token) throw new Error('owner01 could not sign in');
  return adminCaller(server.fetch, token);
}

describe('backups', () => {
  it('a database dumped with pg_dump and restored into an empty one with pg_restore serves as before, with what was written last', async () => {
    const source = await sharedPostgres();
    const scratch = await tempDir();
    const restoredName = `peilian_restored_${randomBytes(6).toString('hex')}`;
    const restoredUrl = postgresDatabaseUrl(source.serverUrl, restoredName);
    const servers: ServerProcess[] = [];
    try {
      const original = await startServerProcess({ env: { DATABASE_URL: source.url, ...source.seedEnv } });
      servers.push(original);
      expect((await (await owner(original))('PUT', '/api/admin/system/setting/timezone', { timezone: 'Europe/Berlin' })).status).toBe(200);

      const bin = await postgresBin();
      const dump = join(scratch.dir, 'peilian.dump');
      await run(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, source.url]);
      await onPostgresServer(source.serverUrl, [`CREATE DATABASE ${restoredName}`]);
      await run(join(bin, 'pg_restore'), ['--no-owner', `--dbname=${restoredUrl}`, dump]);

      const restored = await startServerProcess({ env: { DATABASE_URL: restoredUrl } });
      servers.push(restored);
      const answer = await (await owner(restored))('GET', '/api/admin/system/setting/timezone');
      expect(timeZoneSettingResponseSchema.parse(answer.body).timezone).toBe('Europe/Berlin');
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await onPostgresServer(source.serverUrl, [`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`]).catch(() => undefined);
      await source.drop();
      await scratch.remove();
    }
  }, 300_000);
});
