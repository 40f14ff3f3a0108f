// A user with something in every domain that stores user data, for the privacy tests (export, erase). Rows
// go straight into the tables where a domain has no API yet; each text carries `mark`, so an export can be
// searched for another user's data.
import { USER_TYPE } from '@app/shared/constants';
import type { FastifyInstance } from 'fastify';
import {
  chatMessages,
  chatReports,
  chatSessions,
  commonPhrases,
  consults,
  interviewGrants,
  interviewLines,
  interviewQuestionFeedback,
  interviewScores,
  interviewScreenshots,
  interviewSignals,
  interviews,
  jobFavorites,
  jobReports,
  jobs,
  recommendations,
  recommendRuns,
  userExpectations,
} from '../infra/db/schema.ts';
import { buildCompany, buildSession, buildUser } from './factories.ts';
import { fixture, multipart, upload } from './fixtures/helpers.ts';

/** A seeker with something in every table, each text carrying `mark` so an export can be searched. */
export async function buildWorld(app: FastifyInstance, mark: string) {
  const db = app.db;
  const seeker = await buildSession(db, { nickname: `${mark}昵称` });
  const company = await buildCompany(db);
  const recruiter = await buildUser(db, { userType: USER_TYPE.business, companyId: company.id });
  const [job] = await db
    .insert(jobs)
    .values({
      title: `${mark}前端工程师`,
      companyId: company.id,
      companyName: company.name,
      city: '北京',
      publisherId: recruiter.id,
    })
    .returning();
  const uid = seeker.user.id;
  const resume = await upload(
    app,
    seeker.headers,
    { filename: `${mark}.pdf`, content: fixture('resume.pdf') },
    'resume',
  );
  await upload(app, seeker.headers, { filename: `${mark}.png`, content: fixture('avatar.png') }, 'avatar');
  const [interview] = await db
    .insert(interviews)
    .values({ userId: uid, interviewName: `${mark}面试`, resumeFileId: resume.json().data.id })
    .returning();
  const iid = interview!.id;
  // A recording of that interview in one chunk, through the endpoint (its rows and its stored bytes).
  const chunk = multipart([
    { name: 'interviewId', value: String(iid) },
    { name: 'index', value: '0' },
    { name: 'file', filename: 'c.webm', content: fixture('recording.webm') },
  ]);
  await app.inject({
    method: 'POST',
    url: '/api/upload/recording',
    headers: { ...seeker.headers, ...chunk.headers },
    payload: chunk.payload,
  });
  await db.insert(interviewLines).values([
    { interviewId: iid, seq: 1, speaker: 'interviewer', kind: 'question', text: `${mark}请自我介绍` },
    { interviewId: iid, seq: 2, speaker: 'candidate', kind: 'answer', text: `${mark}我是候选人` },
  ]);
  await db
    .insert(interviewScores)
    .values({ interviewId: iid, dimension: 'content', score: 80, advice: `${mark}建议` });
  // The recruiter may read it: the grant of an application.
  await db.insert(interviewGrants).values({ interviewId: iid, granteeId: recruiter.id });
  await db.insert(interviewQuestionFeedback).values({ interviewId: iid, seq: 1, question: `${mark}问题` });
  await db.insert(interviewSignals).values({
    interviewId: iid,
    fromMs: 0,
    toMs: 5000,
    voice: { frames: 100, voiced_frames: 60, level_mean_db: -30, level_sd_db: 5, long_pauses: 0 },
  });
  const shot = await upload(
    app,
    seeker.headers,
    { filename: `${mark}截图.png`, content: fixture('avatar.png') },
    'screenshot',
  );
  await db.insert(interviewScreenshots).values({ interviewId: iid, fileId: shot.json().data.id, atMs: 1000 });
  await db.insert(userExpectations).values({ userId: uid, jobType: 0, jobObjective: `${mark}期望` });
  await db.insert(jobFavorites).values({ userId: uid, jobId: job!.id });
  await db.insert(jobReports).values({ userId: uid, jobId: job!.id, reason: '其他', detail: `${mark}举报` });
  await db
    .insert(recommendations)
    .values({ userId: uid, interviewId: iid, jobId: job!.id, companyId: company.id });
  await db.insert(recommendRuns).values({ userId: uid, interviewId: iid, jobIds: [job!.id] });
  await app.inject({
    method: 'POST',
    url: '/api/feedback/submit',
    headers: seeker.headers,
    payload: { emojiIndex: 1, feedbackText: `${mark}反馈` },
  });
  const [session] = await db
    .insert(chatSessions)
    .values({ seekerId: uid, businessUserId: recruiter.id, jobId: job!.id, lastSeq: 2 })
    .returning();
  await db.insert(chatMessages).values([
    {
      sessionId: session!.id,
      seq: 1,
      senderId: uid,
      senderType: 1,
      receiverId: recruiter.id,
      receiverType: 2,
      content: `${mark}您好`,
    },
    {
      sessionId: session!.id,
      seq: 2,
      senderId: recruiter.id,
      senderType: 2,
      receiverId: uid,
      receiverType: 1,
      content: `${mark}欢迎`,
    },
  ]);
  await db.insert(commonPhrases).values({ userId: uid, content: `${mark}常用语` });
  await db.insert(chatReports).values({ reporterId: uid, sessionId: session!.id, reason: `${mark}举报` });
  await db.insert(consults).values({ userId: uid, mobile: seeker.user.mobile!, message: `${mark}咨询` });
  return { seeker, recruiter, job: job!, interviewId: iid, sessionId: session!.id };
}
