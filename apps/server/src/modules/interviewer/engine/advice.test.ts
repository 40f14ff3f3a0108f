// The better answers built from the candidate's own material: each behavioural question from the project that
// fits it (or, where none does, what to include), no blanks to fill in, and figures that read the way they moved.
import { describe, expect, it } from 'vitest';
import type { InterviewPlan, PlannedQuestion, ResumeProject } from '../port.ts';
import { betterAnswer, projectFor } from './advice.ts';
import { changeOf, figurePhraseEn, figurePhraseZh, figuresIn } from './figures.ts';
import { projectQuestion } from './questions.ts';

const points = (text: string) => figuresIn(text);

const POINTS: ResumeProject = {
  kind: 'project',
  name: '会员积分系统改版',
  role: '',
  tech: ['Vue', 'Node.js'],
  actions: ['负责积分商城前端重构', '把积分兑换流程从5步缩短到2步', '联合运营上线连续签到玩法'],
  results: ['复购率从21%提升到30%'],
  figures: points('复购率从21%提升到30%'),
};
const PAGES: ResumeProject = {
  kind: 'project',
  name: '活动页搭建平台',
  role: '前端负责人',
  tech: ['React'],
  actions: ['设计组件协议', '与产品、运营、后端三方评审需求并对齐排期', '带领3人小组按期在大促前上线'],
  results: ['运营搭建一个活动页的时间从3天缩短到4小时'],
  figures: points('运营搭建一个活动页的时间从3天缩短到4小时'),
};
const BARE: ResumeProject = {
  kind: 'project',
  name: '内部工具',
  role: '',
  tech: [],
  actions: [],
  results: [],
  figures: [],
};

function question(over: Partial<PlannedQuestion>): PlannedQuestion {
  return {
    id: 'q',
    text: '',
    kind: 'behavioural',
    topic: '',
    keywords: [],
    outline: [],
    bankId: 1,
    difficulty: 2,
    ...over,
  };
}

function planOf(projects: ResumeProject[], questions: PlannedQuestion[] = []): InterviewPlan {
  return {
    version: 1,
    style: 3,
    language: 'zh',
    minutes: 15,
    profiles: {
      jd: {
        position: '前端开发工程师',
        family: '前端开发',
        skills: ['Vue'],
        responsibilities: [],
        requirements: [],
        seniority: 'mid',
      },
      resume: { education: [], years_of_experience: 5, skills: ['Vue'], projects },
    },
    questions,
  };
}

const TEAMWORK = question({
  text: '跨部门协作时，对方优先级和你不一致，你如何推动？',
  topic: '沟通',
  outline: ['理解对方目标', '找共同利益', '用数据说明影响'],
});
const FAILURE = question({
  text: '讲一次你失败或犯错的经历，你从中学到了什么？',
  topic: '失败复盘',
  outline: ['坦诚描述', '从自身找原因', '补救措施', '改进后的做法与效果'],
});
const INITIATIVE = question({
  text: '说一件你主动发现问题并推动解决的事。',
  topic: '主动性',
  outline: ['如何发现问题'],
});
const INNOVATION = question({
  text: '举例说明你如何用新方法改进了原有的工作流程。',
  topic: '创新',
  outline: ['原流程痛点'],
});
const HOBBY = question({
  text: '除了工作，你有什么长期坚持的爱好或习惯？它给你带来了什么？',
  topic: '成就',
  outline: ['真实的爱好', '坚持的时间与投入'],
});

describe('figures read the way they moved', () => {
  it('compares values in their units: 3天 to 4小时 is shorter, 2万 to 8000 is lower', () => {
    const [days] = points('搭建时间从3天缩短到4小时');
    expect(changeOf(days!)).toEqual({ way: 'down', duration: true });
    expect(figurePhraseZh(days!)).toBe('搭建时间从 3天 缩短到 4小时');
    expect(figurePhraseZh(points('复购率从21%提升到30%')[0]!)).toBe('复购率从 21% 提升到 30%');
    expect(figurePhraseZh(points('30日流失率从12%降到8.5%')[0]!)).toBe('30日流失率从 12% 降到 8.5%');
    expect(figurePhraseZh({ metric: '月度成本', from: '2万', to: '8000', text: '' })).toBe(
      '月度成本从 2万 降到 8000',
    );
    expect(figurePhraseZh({ metric: '响应', from: '800ms', to: '1.2s', text: '' })).toBe(
      '响应从 800ms 延长到 1.2s',
    );
    // Units that cannot be compared: the change is told without a direction.
    expect(figurePhraseZh({ metric: '规模', from: '3家', to: '40人', text: '' })).toBe(
      '规模从 3家 变为 40人',
    );
    expect(figurePhraseZh({ metric: '合同额', from: null, to: '250万元', text: '' })).toBe(
      '合同额达到 250万元',
    );
    expect(figurePhraseEn({ metric: 'p99 latency', from: '800 ms', to: '120 ms', text: '' })).toBe(
      'p99 latency fell from 800 ms to 120 ms',
    );
  });

  it('a project question on a time cut says 缩短到, never 提到', () => {
    const text = projectQuestion(PAGES, 'zh', 0);
    expect(text).toContain('从 3天 缩短到 4小时');
    expect(text).not.toContain('提到');
  });
});

describe('better answers from the candidate material', () => {
  it('answers a collaboration question with the project that shows collaboration, not the first with figures', () => {
    const plan = planOf([POINTS, PAGES]);
    expect(projectFor(plan, TEAMWORK)?.name).toBe('活动页搭建平台');
    const answer = betterAnswer(plan, TEAMWORK);
    expect(answer).toContain('活动页搭建平台');
    expect(answer).toContain('从 3天 缩短到 4小时');
    expect(answer).toContain('理解对方目标');
  });

  it('a failure, or a question about life outside work, gets what to include and no project dressed up as it', () => {
    const plan = planOf([POINTS, PAGES]);
    for (const q of [FAILURE, HOBBY]) {
      const answer = betterAnswer(plan, q);
      expect(answer, q.text).toMatch(/^回答思路：/);
      expect(answer, q.text).not.toContain('会员积分系统改版');
      expect(answer, q.text).not.toContain('（STAR）');
    }
    expect(betterAnswer(plan, FAILURE)).toContain('从自身找原因');
  });

  it('behavioural questions of one report draw on different projects where the resume has them', () => {
    const plan = planOf([POINTS, PAGES]);
    const used = new Set<string>();
    const first = betterAnswer(plan, INITIATIVE, used);
    const second = betterAnswer(plan, INNOVATION, used);
    const named = (a: string) => [POINTS, PAGES].find((p) => a.includes(p.name))?.name;
    expect(named(first)).toBeDefined();
    expect(named(second)).toBeDefined();
    expect(named(first)).not.toBe(named(second));
  });

  it('never leaves a blank to fill in, even for a project with no actions or figures', () => {
    const plan = planOf([BARE]);
    const questions = [
      TEAMWORK,
      FAILURE,
      INITIATIVE,
      INNOVATION,
      question({ kind: 'project', text: '说说「内部工具」', topic: '内部工具', bankId: null }),
      question({
        kind: 'general',
        text: '这个岗位要负责内部工具开发。',
        topic: '内部工具开发',
        bankId: null,
      }),
    ];
    for (const q of questions) {
      const answer = betterAnswer(plan, q);
      expect(answer, q.text).not.toMatch(/……|\.\.\./);
      expect(answer, q.text).not.toContain('我具体做了');
    }
  });
});
