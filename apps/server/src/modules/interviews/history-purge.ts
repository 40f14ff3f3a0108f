// Removes for good the interviews deleted more than DELETED_INTERVIEW_KEEP_DAYS ago: once when the server is
// ready, then every hour. Each run is plain DELETE statements, so any number of processes may run it at once.
import type { FastifyInstance } from 'fastify';
import { purgeDeletedInterviews } from './history-service.ts';

export const PURGE_EVERY_MS = 60 * 60 * 1000;

export function scheduleInterviewPurge(app: FastifyInstance, everyMs: number = PURGE_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    // A run still going (a large backlog) is not doubled by the next tick.
    running ??= purgeDeletedInterviews(app.db)
      .then((n) => {
        if (n > 0) app.log.info({ purged: n }, 'purged interviews deleted long ago');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'interview purge failed; the next run retries'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
