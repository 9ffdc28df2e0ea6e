import { openDatabase } from '../db/client.js';
import { distributionProblems, distributionStatements, readTableKeys } from '../db/distribution.js';
import { scriptConfig } from './config.js';

// `pnpm --filter @peilian/server db:citus`: the statements that distribute the migrated database by
// organisation, in the order a Citus coordinator accepts them (docs/deploy.md "Scaling out with
// Citus"). It migrates the database as a start does, then only reads; a schema that cannot be
// distributed says why.
const database = await openDatabase(scriptConfig());
try {
  await database.migrate();
  const tables = await readTableKeys(database.db);
  const problems = distributionProblems(tables);
  if (problems.length > 0) {
    process.stderr.write(`The schema cannot be distributed by organisation:\n${problems.join('\n')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${distributionStatements(tables).join('\n')}\n`);
  }
} finally {
  await database.close();
}
