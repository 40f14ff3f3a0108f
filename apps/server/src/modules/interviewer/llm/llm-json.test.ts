// The LLM adapter's JSON steps (profile, plan, assess) against the loopback wire server: retries on 429 and
// 5xx, garbage and wrong-shaped JSON falling back to the built-in brain, bank ids kept through the plan.
import { describe, expect, it } from 'vitest';
import { answered, JD, RESUME, useLlmHarness } from '../../../test/llm-kit.ts';
import type { InterviewPlan, SpokenLine } from '../port.ts';

const t = useLlmHarness();

describe('LLM interviewer: JSON steps and retries', () => {
  const profiles = {
    jd: {
      position: '高级前端开发工程师',
      family: '前端',
      skills: ['React', 'TypeScript'],
      responsibilities: ['负责核心产品前端'],
      requirements: ['五年经验'],
      seniority: 'senior',
    },
    resume: {
      education: [{ school: '某大学', degree: '本科', major: '计算机' }],
      years_of_experience: 5,
      skills: ['React'],
      projects: [
        { name: '电商中台', role: '前端负责人', actions: ['搭建组件库'], results: ['首屏时间降低40%'] },
      ],
    },
  };

  it('retries a 429 and then reads the profiles, mapping an unknown family by the position', async () => {
    t.wire.reply({ status: 429, headers: { 'retry-after-ms': '5' } }, { content: JSON.stringify(profiles) });
    const result = await t.adapter().profile('JD 文本', '简历文本');
    expect(t.wire.requests).toHaveLength(2);
    expect(t.wire.requests[1]!.body.response_format).toEqual({ type: 'json_object' });
    expect(result.jd).toMatchObject({
      position: '高级前端开发工程师',
      family: '前端开发',
      seniority: 'senior',
    });
    expect(result.resume.projects[0]!.results).toEqual(['首屏时间降低40%']);
    expect(t.fallback.calls).toEqual([]);
  });

  it('retries 5xx on a stream too, then streams the opening', async () => {
    t.wire.reply(
      { status: 503, headers: { 'retry-after-ms': '5' } },
      { status: 502, headers: { 'retry-after-ms': '5' } },
      { pieces: ['你好，欢迎参加面试。', '请先做个简短的自我介绍。'] },
    );
    const deltas: string[] = [];
    const line = await t.adapter().open(t.plan, (piece) => deltas.push(piece));
    expect(line).toMatchObject({ kind: 'greeting', questionIndex: 0, finished: false });
    expect(line.text).toBe('你好，欢迎参加面试。请先做个简短的自我介绍。');
    expect(deltas).toHaveLength(2);
    expect(t.wire.requests).toHaveLength(3);
  });

  it('falls back on garbage JSON, on JSON of the wrong shape, and on an error that outlasts the retries', async () => {
    t.wire.reply(
      { content: '当然！以下是结果：{"jd": ' },
      { content: JSON.stringify({ jd: { position: 3 }, resume: {} }) },
      { status: 500 },
      { status: 500 },
      { status: 500 },
    );
    const llm = t.adapter();
    const got = [await llm.profile(JD, RESUME), await llm.profile(JD, RESUME), await llm.profile(JD, RESUME)];
    expect(got).toEqual(t.fallback.results);
    expect(got[0]).toEqual(t.plan.profiles);
    expect(t.warnings.map((w) => w.reason)).toEqual(['invalid_json', 'invalid_output', 'http_error']);
    expect(t.fallback.calls).toEqual(['profile', 'profile', 'profile']);
  });

  it('plans from the built-in draft and the model, keeping bank ids of the questions it keeps', async () => {
    // The draft is deterministic: the harness's plan for the same input shows which draft question is banked.
    const banked = t.plan.questions.find((q) => q.bankId !== null)!;
    const questions = [
      {
        from: 'q1',
        text: '请先介绍一下你在电商中台项目中的角色。',
        kind: 'project',
        topic: '电商中台',
        keywords: ['组件库'],
        outline: ['角色', '成果'],
        difficulty: 1,
      },
      {
        from: banked.id,
        text: 'React 中 useEffect 的依赖数组是如何工作的？',
        kind: 'technical',
        topic: 'React',
        keywords: ['依赖'],
        outline: ['依赖变化后执行'],
        difficulty: 2,
      },
      {
        from: null,
        text: '首屏时间降低40%是怎么做到的？',
        kind: 'project',
        topic: '性能优化',
        keywords: ['懒加载'],
        outline: ['指标', '手段'],
        difficulty: 3,
      },
      {
        from: null,
        text: '首屏时间降低40%是怎么做到的？',
        kind: 'project',
        topic: '重复',
        keywords: [],
        outline: [],
        difficulty: 3,
      },
    ];
    t.wire.reply(
      { content: JSON.stringify(profiles) },
      { content: `\`\`\`json\n${JSON.stringify({ questions })}\n\`\`\`` },
    );
    const plan = await t.adapter().plan({
      jdText: JD,
      resumeText: RESUME,
      style: 2,
      language: 'zh',
      minutes: 10,
    });
    expect(plan.profiles.jd.position).toBe('高级前端开发工程师');
    const draft = t.fallback.results[0] as InterviewPlan;
    expect(draft).toEqual(t.plan);
    expect(plan.planned).toBe(3);
    expect(plan.questions.slice(0, 3).map((q) => [q.id, q.bankId, q.difficulty])).toEqual([
      ['q1', draft.questions[0]!.bankId, 1],
      ['q2', banked.bankId, 2],
      ['q3', null, 3],
    ]);
    // The draft's reserve follows the model's questions, for a candidate who answers faster than planned.
    const reserve = draft.questions.slice(draft.planned);
    expect(reserve.length).toBeGreaterThan(0);
    expect(plan.questions.slice(3).map((q) => q.text)).toEqual(
      reserve.map((q) => q.text).filter((text) => !questions.some((q) => q.text === text)),
    );
    expect(plan.questions.map((q) => q.id)).toEqual(plan.questions.map((_, i) => `q${i + 1}`));
    expect(banked.bankId).not.toBeNull();
    expect(t.fallback.calls).toEqual(['plan']);
  });

  it("gives the model the structured profiles and the grounding rules, and keeps the engine's plan when it fails", async () => {
    // The model's profiles fail (garbage), so the built-in profiles (projects with figures) go to the plan step.
    t.wire.reply({ content: 'not json' }, { status: 500 }, { status: 500 }, { status: 500 });
    const plan = await t
      .adapter()
      .plan({ jdText: JD, resumeText: RESUME, style: 2, language: 'zh', minutes: 10 });
    const planRequest = t.wire.requests.find((r) => r.body.messages[0]!.content.includes('道左右的问题'))!;
    const [system, user] = planRequest.body.messages;
    expect(system!.content).toContain('事实约束');
    expect(system!.content).toContain(`只属于“${t.plan.profiles.jd.family}”岗位族`);
    expect(system!.content).toContain('至少两道题针对简历中的具体项目');
    const sent = JSON.parse(user!.content);
    expect(sent.jd).toMatchObject({
      family: t.plan.profiles.jd.family,
      responsibilities: t.plan.profiles.jd.responsibilities,
    });
    const project = t.plan.profiles.resume.projects.find((p) => p.figures.length > 0)!;
    expect(sent.resume.projects).toContainEqual(
      expect.objectContaining({ name: project.name, figures: project.figures }),
    );
    // Every try failed: the built-in engine's plan is the plan.
    expect(plan).toEqual(t.plan);
    expect(t.warnings.map((w) => w.step)).toEqual(['profile', 'plan']);
  });

  it('asks the assessment for STAR answers from the candidate material, calibrated as a hiring manager grades', async () => {
    t.wire.reply({ status: 500 }, { status: 500 }, { status: 500 });
    const result = await t.adapter().assess(t.plan, answered('我叫小王，三年前端经验。'));
    const [system, user] = t.wire.requests[0]!.body.messages;
    expect(system!.content).toContain('75 分以上');
    expect(system!.content).toContain('STAR 示范回答');
    expect(JSON.parse(user!.content).resume.projects).toEqual(t.plan.profiles.resume.projects);
    expect(result).toEqual(await t.fallback.brain.assess(t.plan, answered('我叫小王，三年前端经验。')));
  });

  it('plans with the built-in draft when the model answers garbage', async () => {
    t.wire.reply({ content: JSON.stringify(profiles) }, { content: '{"questions": "三道题"}' });
    const plan = await t.adapter().plan({
      jdText: JD,
      resumeText: RESUME,
      style: 2,
      language: 'zh',
      minutes: 10,
    });
    expect(plan).toBe(t.fallback.results[0]);
    // The built-in plan is deterministic: the same as the harness got for the same input.
    expect(plan).toEqual(t.plan);
    expect(t.warnings).toMatchObject([{ step: 'plan', reason: 'invalid_output' }]);
  });

  it('assesses the answers per planned question, and falls back when feedback is missing', async () => {
    const dialogue: SpokenLine[] = [
      ...answered('我叫小王，三年前端经验。'),
      { speaker: 'interviewer', kind: 'question', text: 'useEffect？', questionIndex: 1, responseMs: null },
      { speaker: 'candidate', kind: 'answer', text: '依赖变化时执行。', questionIndex: 1, responseMs: 1200 },
      { speaker: 'interviewer', kind: 'follow_up', text: '清理函数呢？', questionIndex: 1, responseMs: null },
      { speaker: 'candidate', kind: 'answer', text: '卸载前执行清理。', questionIndex: 1, responseMs: 800 },
    ];
    const reply = {
      content: {
        score: 71.6,
        evidence: [{ signal: 'JD 关键词覆盖', note: '提到 React' }],
        advice: '多举例。',
      },
      questions: [
        { index: 0, score: 60, missing: ['成果数据'], better_answer: '背景→项目→成果' },
        { index: 1, score: 80, missing: [], better_answer: '依赖、清理、陈旧闭包' },
      ],
      summary: '基础扎实。',
      strengths: ['概念清楚'],
      weaknesses: ['缺少数据'],
    };
    t.wire.reply(
      { content: JSON.stringify(reply) },
      { content: JSON.stringify({ ...reply, questions: [reply.questions[0]] }) },
    );
    const result = await t.adapter().assess(t.plan, dialogue);
    expect(result.content).toEqual({
      score: 72,
      evidence: [{ signal: 'JD 关键词覆盖', value: null, note: '提到 React' }],
      advice: '多举例。',
    });
    expect(result.questions[1]).toEqual({
      question: t.plan.questions[1]!.text,
      answer: '依赖变化时执行。\n卸载前执行清理。',
      score: 80,
      missing: [],
      better_answer: '依赖、清理、陈旧闭包',
    });
    expect(await t.adapter().assess(t.plan, dialogue)).toEqual(t.fallback.results[0]);
    expect(t.warnings).toMatchObject([{ step: 'assess', reason: 'invalid_output' }]);
  });
});
