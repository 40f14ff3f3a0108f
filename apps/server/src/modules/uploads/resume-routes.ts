// Resume management of the personal center: /api/resume/* over the user's uploaded resumes.
import { ok } from '@app/shared/api';
import {
  renameResumeInput,
  resumeDetail,
  resumeIdInput,
  resumeListResponse,
  setDefaultResumeInput,
} from '@app/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf } from '../../http/envelope.ts';
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

  app.get(
    '/api/resume/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: "The user's resumes, newest first",
        security,
        response: { 200: envelopeOf(resumeListResponse) },
      },
    },
    async (request) => ok(await listUserResumes(deps, currentUser(request).userId)),
  );

  app.get(
    '/api/resume/detail',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: 'One resume with its parsed text',
        security,
        querystring: resumeIdInput,
        response: { 200: envelopeOf(resumeDetail) },
      },
    },
    async (request) => ok(await getResumeDetail(deps, currentUser(request).userId, request.query.id)),
  );

  app.post(
    '/api/resume/rename',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: 'Rename a resume',
        security,
        body: renameResumeInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await renameUserResume(deps, currentUser(request).userId, request.body.id, request.body.name);
      return ok(null, RESUME_MESSAGES.renamed);
    },
  );

  app.delete(
    '/api/resume/delete',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: 'Delete a resume; the newest remaining one becomes the default if it was',
        security,
        querystring: resumeIdInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteUserResume(deps, currentUser(request).userId, request.query.id);
      return ok(null, RESUME_MESSAGES.deleted);
    },
  );

  app.post(
    '/api/resume/setDefault',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        summary: 'Choose the resume interviews start with',
        security,
        body: setDefaultResumeInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await setDefaultUserResume(deps, currentUser(request).userId, request.body.id);
      return ok(null, RESUME_MESSAGES.defaultSet);
    },
  );
};
