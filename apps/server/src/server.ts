// Entry point: reads the config, opens the ports, migrates, seeds a new embedded database, serves, and
// shuts down gracefully on SIGTERM/SIGINT (requests in flight finish, sockets close, PGlite is closed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createEmbeddedDatabase, needsEmbeddedDatabase } from './infra/db/create-embedded.ts';
import { prepareDatabase } from './infra/db/prepare.ts';
import { type Infra, openInfra, StartupError } from './infra/index.ts';
import { demoSeeder, productContent } from './seed/index.ts';

/** src/create-db.ts from source; bundled, dist/create-db.js beside dist/server.js. */
function createDbEntry(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), here.endsWith('.ts') ? 'create-db.ts' : 'create-db.js');
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const logger = pino(loggerOptions(config));
  if (needsEmbeddedDatabase(config)) await createEmbeddedDatabase(logger, createDbEntry());
  const infra: Infra = await openInfra(config, undefined, logger);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    app = await buildApp(config, infra, { logger });
    await prepareDatabase(infra.database, config, app.log, demoSeeder, productContent);
    app.addHook('onClose', async () => {
      await infra.close();
    });
    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) app?.log.error({ err }, 'closing after an uncaught error');
      else app?.log.info({ signal }, 'shutting down');
      await app?.close();
    });
    await app.listen({ port: config.PORT, host: config.HOST }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') throw new StartupError(`PORT ${config.PORT} is already in use`);
      throw err;
    });
    app.log.info({ ms: Date.now() - started, db: infra.database.kind }, 'ready');
  } catch (err) {
    if (app) await app.close().catch(() => {});
    await infra.close();
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
