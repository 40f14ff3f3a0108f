// The hot-jobs board (SPEC §7 Jobs and favourites): search, one job, and the seeker's favourites.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { buildJdText, jdFileName } from '@app/shared/jd-text';
import { generateJdInput, JOB_MESSAGES } from '@app/shared/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { sendPagedJson } from '../../http/envelope.ts';
import { formFields } from '../../http/form-fields.ts';
import { storeTextDocument } from '../uploads/index.ts';
import {
  favourite,
  getJobInfo,
  getJobLocation,
  listFavouriteJobs,
  reportJob,
  searchHotJobs,
  unfavourite,
} from './service.ts';

const security = [{ token: [] }];

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  // Visitors may browse the board; a logged-in seeker also sees which jobs they favourited.
  registerEndpoint(
    app,
    contract.jobs.searchHotJobs,
    {
      onRequest: app.identify,
      // A read sent as POST (SPEC §7): typing, filtering and scrolling search many times a minute, so the
      // writes' default of 60 would stop a person browsing; this still stops a script.
      rateLimit: { limit: 600, windowSeconds: 60 },
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs by keyword and filters (SPEC §3); newest first unless sort_by is salary',
        description:
          'data.count stops at 1000, and so do the pages: a page past the 1000th job is empty. Where the ' +
          "filters leave more than a few hundred jobs to read, the count is estimated from the database's " +
          'statistics (never below the jobs already paged through). A salary_min above salary_max is refused ' +
          `(400, ${JOB_MESSAGES.salaryRangeInverted}).`,
      },
    },
    async (request, reply) => {
      const page = await searchHotJobs(app.db, request.body, request.auth?.userId ?? null);
      return sendPagedJson(reply, page.lists, page.total);
    },
  );

  registerEndpoint(
    app,
    contract.jobs.jobInfo,
    {
      onRequest: app.identify,
      schema: {
        tags: ['jobs'],
        summary: 'One job by id (a closed job too, so favourites and links still open)',
      },
    },
    async (request) => ok(await getJobInfo(app.db, request.query.id, request.auth?.userId ?? null)),
  );

  registerEndpoint(
    app,
    contract.jobs.jobLocation,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Where a job is, for its map: AMap when AMAP_KEY is set, else the city or district centroid',
      },
    },
    async (request) => ok(await getJobLocation(app, request.query.id)),
  );

  const toggles = [
    {
      endpoint: contract.jobs.favourite,
      summary: 'Favourite a job',
      apply: favourite,
      msg: JOB_MESSAGES.favourited,
    },
    {
      endpoint: contract.jobs.unfavourite,
      summary: 'Cancel a favourite',
      apply: unfavourite,
      msg: JOB_MESSAGES.unfavourited,
    },
  ];
  for (const { endpoint, summary, apply, msg } of toggles) {
    registerEndpoint(
      app,
      endpoint,
      {
        onRequest: app.authenticate,
        schema: { tags: ['jobs'], summary, security },
      },
      async (request) => {
        await apply(app.db, currentUser(request).userId, request.body.job_id);
        return ok(null, msg);
      },
    );
  }

  registerEndpoint(
    app,
    contract.jobs.favourites,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'The seeker’s favourite jobs, newest favourite first',
        security,
      },
    },
    async (request) => ok(await listFavouriteJobs(app.db, currentUser(request).userId, request.query)),
  );

  registerEndpoint(
    app,
    contract.jobs.report,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'Report a job (false information, fees, …); reporting it again replaces the report',
        security,
      },
    },
    async (request) => {
      await reportJob(app.db, currentUser(request).userId, request.body);
      return ok(null, JOB_MESSAGES.reported);
    },
  );

  // The same text JD the board's 'interview this job' uploads (SPEC §4), made on the server from the job.
  registerEndpoint(
    app,
    contract.jobs.generateJd,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'Store the text JD of a job (multipart form: position_id) as the user’s JD file',
        security,
      },
    },
    async (request) => {
      const { position_id } = await formFields(request, generateJdInput);
      const job = await getJobInfo(app.db, position_id, null);
      const { data, message } = await storeTextDocument(app, {
        userId: currentUser(request).userId,
        dir: 'jd',
        name: jdFileName(job),
        text: buildJdText(job),
      });
      return ok(data, message);
    },
  );
};
