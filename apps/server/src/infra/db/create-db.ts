// Child-process entry of createEmbeddedDatabase: create, migrate and seed DATA_DIR's database, then exit.
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../index.ts';
import { prepareDatabase } from './prepare.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await prepareDatabase(database, config, pino({ level: config.LOG_LEVEL }));
} finally {
  await database.close();
}
