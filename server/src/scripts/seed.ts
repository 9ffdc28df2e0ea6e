import { openDatabase } from '../db/client.js';
import { createFileStorage } from '../storage/create.js';
import { DEMO_ACCOUNTS, seedDemoData } from '../seed/demo.js';
import { DEMO_PASSWORD_HINT, formatDemoAccounts } from '../seed/banner.js';
import { seedDemoHistory } from '../seed/history.js';
import { demoVoicing, seedDemoDubbing } from '../seed/dubbing.js';
import { createLogger } from '../logger.js';
import { scriptConfig } from './config.js';

// `pnpm seed`: migrate, then add whatever demo data is missing. Safe to run repeatedly. It asks for
// the demo as SEED_DEMO=on does, so that the configuration refuses it with NODE_ENV=production.
const config = scriptConfig({ ...process.env, SEED_DEMO: 'on' });
const database = await openDatabase(config);
try {
  await database.migrate();
  const created = await seedDemoData(database.db, createFileStorage(config));
  await seedDemoDubbing(database.db, demoVoicing(config, createLogger(config.logLevel)));
  if (config.demoHistory) await seedDemoHistory(database.db, new Date());
  process.stdout.write(
    created.length ? `Seeded demo accounts 已创建演示账号: ${created.join(', ')}\n` : 'Demo data already present 演示数据已存在，未做更改\n',
  );
  process.stdout.write(`${formatDemoAccounts(DEMO_ACCOUNTS)}\n${DEMO_PASSWORD_HINT}\n`);
} finally {
  await database.close();
}
