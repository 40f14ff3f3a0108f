// Resume management of the personal center: /api/resume/* over the user's uploaded resumes.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import {
  deleteUserResume,
  getResumeDetail,
  listUserResumes,
  RESUME_MESSAGES,
  type ResumeDeps,
  renameUserResume,
  setDefaultUserResume,
} from './resume-service.ts';

const security = [{ token: [] }];

export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ResumeDeps = {
    db: app.db,
    storage: app.storage,
    onStorageError: (err, key) => app.log.warn({ err, key }, 'deleted resume not removed from storage'),
  };

  registerEndpoint(
    app,
    contract.resumes.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: "The user's resumes, newest first",
        security,
      },
    },
    async (request) => ok(await listUserResumes(deps, currentUser(request).userId)),
  );

  registerEndpoint(
    app,
    contract.resumes.detail,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: 'One resume with its parsed text',
        security,
      },
    },
    async (request) => ok(await getResumeDetail(deps, currentUser(request).userId, request.query.id)),
  );

  registerEndpoint(
    app,
    contract.resumes.rename,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: 'Rename a resume',
        security,
      },
    },
    async (request) => {
      await renameUserResume(deps, currentUser(request).userId, request.body.id, request.body.name);
      return ok(null, RESUME_MESSAGES.renamed);
    },
  );

  registerEndpoint(
    app,
    contract.resumes.delete,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: 'Delete a resume; the newest remaining one becomes the default if it was',
        security,
      },
    },
    async (request) => {
      await deleteUserResume(deps, currentUser(request).userId, request.query.id);
      return ok(null, RESUME_MESSAGES.deleted);
    },
  );

  registerEndpoint(
    app,
    contract.resumes.setDefault,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: 'Choose the resume interviews start with',
        security,
      },
    },
    async (request) => {
      await setDefaultUserResume(deps, currentUser(request).userId, request.body.id);
      return ok(null, RESUME_MESSAGES.defaultSet);
    },
  );
};
