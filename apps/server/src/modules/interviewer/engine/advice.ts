// Per-question advice built from the candidate's own material: a short STAR answer from their project and its
// figures where the question touches one, the reference points where it is a knowledge question, and what
// the answer lacked, in words a candidate can act on. Never a list of segmented fragments.
import type { InterviewPlan, PlannedQuestion, ResumeFigure, ResumeProject } from '../port.ts';
import { type AnswerMeasures, isKnowledge } from './analyse.ts';
import { changeOf, figurePhraseEn, figurePhraseZh } from './figures.ts';
import { leadFigure, phraseOf } from './questions.ts';
import { containsTerm, termsOf } from './text/terms.ts';

/** What a project's words say it involved, for picking the one a behavioural question fits. */
const projectText = (p: ResumeProject) => [p.name, p.role, ...p.tech, ...p.actions, ...p.results].join(' ');

/**
 * The behavioural themes of the bank (its topics) and what in a project fits them. `fallback`: with no fitting
 * project, 'figures' answers with a project that has results (an achievement, an improvement, a decision on
 * data is any project with figures); 'none' answers with what to include (a failure, a conflict, an integrity
 * dilemma is no project of the resume: presenting one as it would be wrong).
 */
const THEMES: Record<string, { cues: RegExp; fallback: 'figures' | 'none' }> = {
  沟通: { cues: /协作|沟通|协调|对齐|推动|跨部门|联合|配合|说服|分歧|评审|三方|共识|汇报/, fallback: 'none' },
  冲突处理: { cues: /协调|分歧|冲突|共识|对齐|推动|三方|说服/, fallback: 'none' },
  团队协作: { cues: /带领|带教|团队|协作|组织|联合|牵头|分工|小组|配合|推动|跨部门/, fallback: 'none' },
  领导力: { cues: /带领|带教|团队|牵头|主导|组织|负责人|管理|推动|分工/, fallback: 'none' },
  抗压: { cues: /大促|按期|紧急|截止|压力|双十一|限期|攻坚|临时|并行|排期|上线|旺季|高峰/, fallback: 'none' },
  时间管理: { cues: /按期|排期|并行|截止|优先级|里程碑|上线|节点|同时/, fallback: 'none' },
  适应变化: { cues: /临时|变更|调整|转型|迁移|切换|从零|新业务/, fallback: 'none' },
  学习能力: { cues: /学习|引入|从零|首次|自学|掌握|迁移|新技术|搭建|考取|认证/, fallback: 'none' },
  自我驱动: { cues: /学习|自学|考取|认证|开源|个人项目|课程/, fallback: 'none' },
  主动性: { cues: /发现|主动|推动|优化|改进|重构|自动化|提出|梳理|沉淀/, fallback: 'figures' },
  创新: { cues: /改进|优化|重构|自动化|配置化|可视化|搭建|新方法|引入|设计/, fallback: 'figures' },
  结果导向: { cues: /提升|提高|降低|缩短|达成|完成|超额|增长|节省/, fallback: 'figures' },
  成就: { cues: /提升|提高|降低|缩短|达成|完成|增长|获得|主导/, fallback: 'figures' },
  数据意识: { cues: /数据|分析|指标|看板|埋点|实验|A\/?B|归因|调研|回归|漏斗/, fallback: 'figures' },
  决策: { cues: /决策|方案|取舍|选型|评估|权衡|实验|试点|调研/, fallback: 'figures' },
  客户意识: { cues: /客户|用户|投诉|满意度|体验|回访|需求|家长|患者|会员/, fallback: 'figures' },
  校园经历: { cues: /社团|学生会|竞赛|课程|实践|志愿|支教|比赛|校/, fallback: 'figures' },
  实习经历: { cues: /实习/, fallback: 'figures' },
  项目经历: { cues: /负责|主导|设计|推动/, fallback: 'figures' },
};

const THEME_OF_KIND = { project: THEMES.项目经历! } as const;

const OUTSIDE_WORK = /爱好|除了工作|工作之外|业余|hobby|outside work/i;

/** How well a project fits: the theme's cues it shows, or else the question's own terms it shares. */
function fitOf(p: ResumeProject, q: PlannedQuestion | null, cues: RegExp | null): number {
  const text = projectText(p);
  if (cues) return (text.match(new RegExp(cues.source, 'g')) ?? []).length;
  return q ? termsOf(`${q.text} ${q.topic}`).filter((t) => containsTerm(text, t)).length : 0;
}

/**
 * The candidate's project a question is about: named in it, else the one that fits it best (for a behavioural
 * question, what its theme looks for: collaboration, a deadline, an improvement), preferring one no earlier
 * behavioural question was answered with. Null when none fits and the question is not one any result answers.
 */
export function projectFor(
  plan: InterviewPlan,
  q: PlannedQuestion,
  used: ReadonlySet<string> = new Set(),
): ResumeProject | null {
  const projects = plan.profiles.resume.projects;
  const named = projects.find((p) => q.text.includes(p.name) || q.topic === p.name);
  if (named) return named;
  const bankQuestion = q.bankId !== null && q.kind !== 'technical';
  // A question about life outside work (a hobby, a habit) is answered by no project.
  if (bankQuestion && OUTSIDE_WORK.test(q.text)) return null;
  const theme = bankQuestion
    ? (THEMES[q.topic] ?? (q.kind === 'project' ? THEME_OF_KIND.project : null))
    : null;
  // A bank question of no known theme (motivation, a failure, a dilemma) is fitted by no project's words:
  // 复盘 in 错题复盘课 does not make a teaching job the story of a failure.
  if (bankQuestion && !theme) return null;
  const ranked = projects
    .map((p, i) => ({ p, i, fit: theme ? fitOf(p, null, theme.cues) : fitOf(p, q, null) }))
    .filter((x) => x.fit > 0)
    .sort((a, b) => Number(used.has(a.p.name)) - Number(used.has(b.p.name)) || b.fit - a.fit || a.i - b.i);
  if (ranked[0]) return ranked[0].p;
  // A bank question of no known theme, or one whose theme no result answers: no project is made to fit it.
  if (bankQuestion && theme?.fallback !== 'figures') return null;
  // A duty of the JD, a project question, an achievement: the results of the resume answer it.
  const withFigures = projects.filter((p) => p.figures.length > 0);
  return withFigures.find((p) => !used.has(p.name)) ?? withFigures[0] ?? projects[0] ?? null;
}

const clause = (s: string, max = 30) => phraseOf(s, max);

/**
 * The figures to cite from a project: its changes (from→to) where it has any, since a value reached next to
 * them is most often the project's size (负责 12家医院, 对接 400人), not a result; else the values reached.
 */
function resultFigures(p: ResumeProject): ResumeFigure[] {
  const changes = p.figures.filter((f) => f.from);
  return (changes.length ? changes : p.figures).slice(0, 2);
}

/** A clause that is a figure alone (合同额250万元): a result, not something the candidate did. */
const FIGURE_ONLY =
  /^[\p{Script=Han}A-Za-z]{1,8}(?:达到|为|约)?\d+(?:\.\d+)?(?:余|多)?[万亿千]?[\p{Script=Han}%‰]{0,2}$/u;

/** Where the story happened: a project by its name, a job by employer and title. */
function whereZh(p: ResumeProject): string {
  return p.kind === 'job'
    ? `我在${p.name}${p.role ? `做${p.role}` : ''}时`
    : `在「${p.name}」里${p.role ? `我是${p.role}` : ''}`;
}

/** The task a figure's change implies: 目标是提升复购率, 目标是缩短搭建时间. */
function goalZh(f: ResumeFigure): string {
  const change = changeOf(f);
  if (!change) return '';
  const verb = change.way === 'up' ? '提升' : change.duration ? '缩短' : '降低';
  return `目标是${verb}${f.metric}`;
}

/** A STAR answer in the candidate's voice from a project of their resume: no blanks to fill in. */
function starFromProject(p: ResumeProject, zh: boolean): string {
  const figures = resultFigures(p);
  const actions = p.actions
    .filter((a) => !p.results.includes(a) && !FIGURE_ONLY.test(a.replace(/[。；;，,\s]+$/u, '')))
    .slice(0, 3);
  if (!zh) {
    const where =
      p.kind === 'job'
        ? `At ${p.name}${p.role ? ` as ${p.role}` : ''}`
        : `On ${p.name}${p.role ? ` as ${p.role}` : ''}`;
    const did = actions.length
      ? `I ${actions.map((a) => clause(a, 24)).join('; then ')} (action)`
      : '(action: the two or three things you did yourself)';
    const result = figures.length
      ? `As a result ${figures.map(figurePhraseEn).join(', and ')} (result)`
      : '(result: what changed, with a number)';
    return `${where}: ${did}. ${result}, and how you know it was your work.`;
  }
  // With one action it is what was done; with more, the first sets the scene.
  const [first, ...rest] = actions.length > 1 ? actions : [undefined, ...actions];
  // With no action to set the scene, the figure it moved says what the task was.
  const goal = figures[0] ? goalZh(figures[0]) : '';
  const situation = first
    ? `${whereZh(p)}，${clause(first)}（背景与任务）`
    : goal
      ? `${whereZh(p)}，${goal}（背景与任务）`
      : `${whereZh(p)}（背景）`;
  const did = rest.length
    ? `我先${clause(rest[0]!)}${rest[1] ? `，再${clause(rest[1])}` : ''}（行动）`
    : '（行动：讲清你本人做的两三件具体的事）';
  const result = figures.length
    ? `结果${figures.map(figurePhraseZh).join('，')}，并说明怎么确认是自己的做法带来的（结果）`
    : '（结果：用一个数据说明带来的变化）';
  return `${situation}。${did}。${result}。`;
}

/** What a question looks for, in one line: its own reference points where the bank gives them. */
const pointsOf = (q: PlannedQuestion) => q.outline.map((p) => p.replace(/^STAR[:：]\s*/, ''));

function looksFor(q: PlannedQuestion, zh: boolean): string {
  if (isKnowledge(q))
    return zh ? '这题考的是概念是否答对、答全' : 'This question checks the concept is right and complete';
  if (q.kind === 'opening')
    return zh ? '这题看你和岗位最相关的经历与成果' : 'It looks for your most relevant experience and results';
  if (q.bankId !== null && q.outline.length)
    return zh ? `这题要讲到：${pointsOf(q).join('；')}` : `It looks for: ${pointsOf(q).join('; ')}`;
  if (q.kind === 'project')
    return zh ? '这题看你本人的做法、取舍和数据' : 'It looks for your own actions, trade-offs and numbers';
  return zh
    ? '这题看一个真实的例子：你做了什么、结果如何'
    : 'It looks for one real example: what you did and what came of it';
}

/** Years as said: 8 年多 for 8.3, 5 年 for 5.1. */
function yearsZh(years: number): string {
  const whole = Math.floor(years);
  return years - whole >= 0.25 ? `${whole} 年多` : `${whole} 年`;
}

function openingAnswer(plan: InterviewPlan, zh: boolean): string {
  const { resume, jd } = plan.profiles;
  const withFigures = resume.projects.filter((p) => leadFigure(p)).slice(0, 2);
  const skills = jd.skills
    .filter((s) => resume.skills.some((r) => r.toLowerCase() === s.toLowerCase()))
    .filter((s) => zh || !/\p{Script=Han}/u.test(s))
    .slice(0, 3);
  const cite = (p: ResumeProject) => {
    const f = leadFigure(p)!;
    const where = p.kind === 'job' ? `在${p.name}` : `在「${p.name}」`;
    return zh
      ? `${where}${f.from ? `把${figurePhraseZh(f)}` : `${f.metric}达到 ${f.to}`}`
      : `on ${p.name}, ${figurePhraseEn(f)}`;
  };
  if (!zh)
    return `Sample answer: Start with your background, then ${withFigures.map(cite).join('; ') || 'your most relevant result, with a number'}${skills.length ? `; close on how your ${skills.join(', ')} fit the role` : ''}.`;
  const years =
    resume.years_of_experience && resume.years_of_experience >= 1
      ? `我有 ${yearsZh(resume.years_of_experience)}相关经验，`
      : '';
  return `示范回答：${years}${withFigures.map(cite).join('；') || '挑一段和岗位最相关的经历，讲清你做了什么、结果的数据'}${skills.length ? `；这些经历用到的${skills.join('、')}正是岗位要求的` : ''}。`;
}

/** A question no project of the resume answers: how to answer it, from its reference points, and no story made up. */
function guidance(plan: InterviewPlan, q: PlannedQuestion, zh: boolean): string {
  const points = pointsOf(q).join(zh ? '；' : '; ');
  const story = q.kind === 'behavioural';
  // Where the question asks for evidence of what the candidate brings, the resume's best result is that.
  const evidence = /经历|成果|价值|优势|例子|事例|佐证|证明|贡献/.test(points)
    ? plan.profiles.resume.projects.find((p) => leadFigure(p))
    : undefined;
  const f = evidence ? leadFigure(evidence)! : null;
  if (!zh) {
    const cite = evidence && f ? ` Your result on ${evidence.name} (${figurePhraseEn(f)}) can back it.` : '';
    return `How to answer: ${points || 'answer directly, then give one real example'}.${story ? ' Tell one real case: the situation, what you yourself did, and the outcome, with a number where there is one.' : ''}${cite}`;
  }
  const cite =
    evidence && f
      ? `可以用你${evidence.kind === 'job' ? `在${evidence.name}工作时` : `在「${evidence.name}」里`}${f.from ? `把${figurePhraseZh(f)}` : `${f.metric}达到 ${f.to}`}作为例证。`
      : '';
  return `回答思路：${points || '先正面回答，再举一个真实的例子'}。${story ? '讲一次真实的经历：当时的情况、你本人的做法、结果和收获，结果尽量用数据说明。' : ''}${cite}`;
}

/**
 * The better answer to one question. `used`: projects earlier behavioural questions were answered with, so
 * each draws on the material that fits it rather than all on one; it is added to.
 */
export function betterAnswer(plan: InterviewPlan, q: PlannedQuestion, used: Set<string> = new Set()): string {
  const zh = plan.language === 'zh';
  if (q.kind === 'opening')
    return `${openingAnswer(plan, zh)}${zh ? '（' : ' ('}${looksFor(q, zh)}${zh ? '）' : ')'}`;
  if (isKnowledge(q)) {
    const points = q.outline.join(zh ? '；' : '; ');
    const project = projectFor(plan, q);
    const tie = project
      ? zh
        ? `最后用一句话说明你${project.kind === 'job' ? `在${project.name}的工作中` : `在「${project.name}」里`}怎么用到它。`
        : ` Then add one line on how you used it ${project.kind === 'job' ? 'at' : 'on'} ${project.name}.`
      : '';
    const terms = termsOf(q.outline.join(' ')).slice(0, 5);
    const keywords = terms.length
      ? zh
        ? `关键术语：${terms.join('、')}。`
        : ` Key terms: ${terms.join(', ')}.`
      : '';
    return zh
      ? `答对要点：${points}。${tie}${keywords}`
      : `Points a correct answer covers: ${points}.${tie}${keywords}`;
  }
  const story = q.bankId !== null && q.kind !== 'project';
  const project = projectFor(plan, q, story ? used : undefined);
  if (!project) return guidance(plan, q, zh);
  if (story) used.add(project.name);
  const star = starFromProject(project, zh);
  return zh
    ? `示范回答（STAR）：${star}${looksFor(q, zh)}。`
    : `Sample answer (STAR): ${star} ${looksFor(q, zh)}.`;
}

/** What the answer lacked, as the candidate can act on it. */
export function missingOf(q: PlannedQuestion, m: AnswerMeasures | null, zh: boolean): string[] {
  if (!m) return [zh ? '未作答' : 'Not answered'];
  if (m.nonAnswer) return [zh ? '没有给出回答' : 'No answer given'];
  if (m.offTopic)
    return [zh ? '回答偏离了问题，没有谈到问题问的内容' : 'The answer was about something else'];
  const out: string[] = [];
  if (isKnowledge(q)) {
    const missed = q.outline.filter((_, i) => !m.pointsCovered.includes(i)).slice(0, 3);
    if (missed.length) out.push(zh ? `没有答到：${missed.join('；')}` : `Missed: ${missed.join('; ')}`);
    return out;
  }
  if (m.actions === 0) out.push(zh ? '缺少你本人的具体做法' : 'No concrete actions of your own');
  if (m.numbers === 0) out.push(zh ? '没有用数据说明结果' : 'No figures for the result');
  if (!m.ownRole && m.actions < 3 && q.kind === 'project')
    out.push(zh ? '没有说清你在其中的角色' : 'Your own role is unclear');
  if (!m.star.situation && q.kind !== 'opening')
    out.push(zh ? '缺少背景：当时的场景和目标' : 'No situation or goal');
  return out;
}
