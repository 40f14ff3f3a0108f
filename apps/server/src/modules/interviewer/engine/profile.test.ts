// JD and resume profiles from text in the shapes people write them: headed lists, prose, English.
import { describe, expect, it } from 'vitest';
import { EN_JD, EN_RESUME } from './fixtures.ts';
import { profileJd } from './jd-profile.ts';
import { profileResume } from './resume-profile.ts';
import { buildVocabulary } from './text/vocab.ts';

const vocab = buildVocabulary([]);

describe('JD profile', () => {
  it('reads a JD written as prose', () => {
    const jd = profileJd(
      '我们正在招聘一名Java后端开发，需要负责订单系统的开发和维护，要求熟悉Spring Boot和MySQL，有3年以上经验，有高并发经验优先。',
      vocab,
    );
    expect(jd.position).toBe('Java后端开发');
    expect(jd.family).toBe('Java开发');
    expect(jd.skills).toEqual(['Java', 'Spring Boot', 'MySQL', '高并发']);
    expect(jd.responsibilities).toEqual(['需要负责订单系统的开发和维护']);
    expect(jd.requirements).toContain('有3年以上经验');
    expect(jd.seniority).toBe('mid');
  });

  it('ends a title given on one line with the rest of the JD at the first sentence break', () => {
    const jd = profileJd('岗位：后端开发工程师。要求：熟悉 Java 或 Go，有分布式系统经验。', vocab);
    expect(jd.position).toBe('后端开发工程师');
  });

  it('reads an English JD and maps its title to a family', () => {
    const jd = profileJd(EN_JD, vocab);
    expect(jd).toMatchObject({ position: 'Senior Backend Engineer', family: 'Go开发', seniority: 'senior' });
    expect(jd.responsibilities).toHaveLength(2);
    expect(jd.requirements).toHaveLength(3);
  });

  it("takes the role's own family over a longer one containing its name", () => {
    const withBank = buildVocabulary(
      ['商业化产品', '产品', '数据产品'].map((family) => ({ skill: '需求分析', category: '产品', family })),
    );
    expect(profileJd('产品经理\n负责需求分析，撰写PRD', withBank).family).toBe('产品');
    expect(profileJd('数据产品经理\n负责指标体系', withBank).family).toBe('数据产品');
  });

  it('gives an empty profile for text with nothing in it', () => {
    expect(profileJd('……', vocab)).toMatchObject({ family: '通用', skills: [], seniority: 'unknown' });
  });
});

describe('resume profile', () => {
  it('reads an English resume without the name or contacts', () => {
    const resume = profileResume(EN_RESUME, vocab);
    expect(resume.education[0]).toMatchObject({ school: 'Stanford University', degree: 'Master' });
    expect(resume.projects.map((p) => p.name)).toEqual(['Payment Gateway Project', 'Order Pipeline System']);
    expect(resume.projects[0]!.role).toBe('tech lead');
    expect(resume.projects[0]!.results[0]).toContain('800 ms to 120 ms');
    expect(resume.years_of_experience).toBeCloseTo(7.5, 0);
    const json = JSON.stringify(resume);
    for (const secret of ['Jane', 'jane@example.com', '555']) expect(json).not.toContain(secret);
  });

  it('finds projects named on plain lines between list items', () => {
    const resume = profileResume(
      '项目经历\n报表导出服务\n- 使用Celery重构导出，耗时从15分钟缩短到2分钟\n信息流排序模型升级（负责人）\n- 负责模型迭代，点击率提升4%',
      vocab,
    );
    expect(resume.projects.map((p) => [p.name, p.role])).toEqual([
      ['报表导出服务', ''],
      ['信息流排序模型升级', '负责人'],
    ]);
    expect(resume.projects[0]!.actions).toEqual(['使用Celery重构导出']);
    expect(resume.projects[0]!.results).toEqual(['耗时从15分钟缩短到2分钟']);
  });

  describe('resume sections written inline', () => {
    it('reads 教育背景：… and 工作经历：… as sections, and 项目一： lines as projects wherever they stand', () => {
      const resume = profileResume(
        [
          '王磊',
          '教育背景：浙江工业大学 计算机科学与技术 本科 2015-2019',
          '工作经历：杭州云栈网络科技有限公司 前端开发工程师 2019.07-至今',
          '项目一：会员积分系统改版（Vue + Node.js）。负责积分商城前端重构，复购率从21%提升到30%。',
          '项目二：活动页搭建平台（React + TypeScript）。负责可视化编辑器，搭建时间从3天缩短到4小时。',
        ].join('\n'),
        vocab,
      );
      const projects = resume.projects.filter((p) => p.kind === 'project');
      expect(projects.map((p) => p.name)).toEqual(['会员积分系统改版', '活动页搭建平台']);
      expect(projects[0]!.figures.map((f) => f.text)).toEqual(['复购率 21%→30%']);
    });

    it('a 专业技能：… or 自我评价：… line after an inline project ends it: no skills list read as an action', () => {
      const resume = profileResume(
        [
          '工作经历：杭州云栈网络科技有限公司 前端开发工程师 2019.07-至今',
          '项目二：活动页搭建平台（React + TypeScript）。负责可视化编辑器和组件协议设计，搭建时间从3天缩短到4小时。',
          '专业技能：Vue、React、TypeScript、Node.js、Webpack、性能优化',
          '自我评价：热爱前端，善于沟通。',
        ].join('\n'),
        vocab,
      );
      const project = resume.projects.find((p) => p.name === '活动页搭建平台')!;
      expect(project.actions.join(' ')).not.toMatch(/专业技能|Webpack|自我评价|善于沟通/);
      expect(resume.skills).toEqual(expect.arrayContaining(['Vue', 'React', 'TypeScript']));
    });
  });
});
