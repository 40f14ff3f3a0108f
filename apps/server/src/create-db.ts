// Child-process entry of createEmbeddedDatabase: create, migrate and seed DATA_DIR's database, then exit.
import pino from 'pino';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './infra/db/prepare.ts';
import { openConfiguredDatabase } from './infra/index.ts';
import { demoSeeder, productContent } from './seed/index.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await prepareDatabase(database, config, pino({ level: config.LOG_LEVEL }), demoSeeder, productContent);
} finally {
  await database.close();
}
