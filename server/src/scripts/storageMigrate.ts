import { filesRoot, LocalFileStorage } from '../storage/files.js';
import { migrateStorage } from '../storage/migrate.js';
import { S3FileStorage } from '../storage/s3.js';
import { scriptConfig } from './config.js';

// `pnpm --filter @peilian/server storage:migrate`: copies the local store (`DATA_DIR/files`) to the
// bucket `STORAGE=s3` names and verifies every file (size and SHA-256); safe to run again. Prints
// the counts as JSON; exits 1 when a file did not verify (docs/media.md "Moving to object storage").
const config = scriptConfig(process.env);
if (config.storage.kind !== 's3') {
  process.stderr.write('storage:migrate needs STORAGE=s3 and the S3_ settings of the target bucket (docs/providers.md)\n');
  process.exit(2);
}
const result = await migrateStorage(new LocalFileStorage(filesRoot(config.dataDir)), new S3FileStorage(config.storage), (key, outcome) => {
  if (outcome === 'failed') process.stderr.write(`not verified: ${key}\n`);
});
process.stdout.write(`${JSON.stringify({ ...result, failed: result.failed.length, failedKeys: result.failed })}\n`);
process.exit(result.failed.length ? 1 : 0);
