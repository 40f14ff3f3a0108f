// Test helpers of the interview suites: documents uploaded through the API, a started interview, SSE bodies.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildSession } from './factories.ts';
import { fixture, upload } from './fixtures/helpers.ts';

export const JD_TEXT = `前端开发工程师（React）
岗位职责：
1. 负责公司 SaaS 产品的前端架构设计与开发，使用 React、TypeScript 构建高性能的 Web 应用；
2. 优化页面性能，提升首屏加载速度与交互体验；
3. 与产品、后端协作，推动需求落地。
任职要求：
1. 本科及以上学历，3 年以上前端开发经验；
2. 精通 React、TypeScript、Webpack 或 Vite，熟悉性能优化；
3. 良好的沟通能力和团队协作精神。`;

/** A resume as pasted text: an interview planned from it needs no document parsed. */
export const RESUME_TEXT = `张三，前端开发工程师，5 年经验。
星河云智科技有限公司（2021-至今）：负责数据看板与 SaaS 控制台，使用 React、TypeScript、Vite。
技能：React、TypeScript、性能优化、Webpack、Node.js。`;

export const GOOD_ANSWER =
  '在星河云智我负责数据看板的重构。当时首屏要 4 秒，我用 React.lazy 做路由级代码分割、把图表库按需加载，并用 Vite 替换 Webpack，最后首屏降到 1.2 秒，包体积减少 60%，用户留存提升了 8%。';

export function post(app: FastifyInstance, url: string, headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url, headers, payload });
}

/** Uploads the fixture resume (PDF) and a JD (TXT) as the user; their urls. */
export async function uploadDocuments(app: FastifyInstance, headers: Record<string, string>) {
  const resume = await upload(
    app,
    headers,
    { filename: 'resume.pdf', content: fixture('resume.pdf') },
    'resume',
  );
  const jd = await upload(app, headers, { filename: 'jd.txt', content: Buffer.from(JD_TEXT) }, 'jd');
  expect(resume.json()).toMatchObject({ code: 1 });
  expect(jd.json()).toMatchObject({ code: 1 });
  return { resumeUrl: resume.json().data.url as string, jdUrl: jd.json().data.url as string };
}

/** A planned and started interview of a new user. */
export async function startedInterview(app: FastifyInstance) {
  const session = await buildSession(app.db);
  const { resumeUrl, jdUrl } = await uploadDocuments(app, session.headers);
  const prompt = await post(app, '/api/interview/generatePrompt', session.headers, {
    jobDescriptionContent: jdUrl,
    resumeContent: resumeUrl,
    duration: 15,
  });
  expect(prompt.json()).toMatchObject({ code: 1 });
  const interviewId = prompt.json().data.interview_id as number;
  const start = await post(app, '/api/interview/start', session.headers, { interviewId });
  expect(start.json()).toMatchObject({ code: 1 });
  return { ...session, interviewId, start: start.json().data, prompt: prompt.json().data };
}

/** A started interview of the session's user, planned from pasted text (quick: no document to parse). */
export async function startedInterviewFromText(
  app: FastifyInstance,
  headers: Record<string, string>,
  minutes = 15,
) {
  const prompt = await post(app, '/api/interview/generatePrompt', headers, {
    jobDescriptionContent: JD_TEXT,
    resumeContent: RESUME_TEXT,
    duration: minutes,
  });
  expect(prompt.json()).toMatchObject({ code: 1 });
  const interviewId = prompt.json().data.interview_id as number;
  const start = await post(app, '/api/interview/start', headers, { interviewId });
  expect(start.json()).toMatchObject({ code: 1 });
  return interviewId;
}

/** Parses a Server-Sent Events body into its events. */
export function sseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}
