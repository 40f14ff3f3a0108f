// Per-question advice built from the candidate's own material: a short STAR answer from their project and its
// figures where the question touches one, the reference points where it is a knowledge question, and what
// the answer lacked, in words a candidate can act on. Never a list of segmented fragments.
import type { InterviewPlan, PlannedQuestion, ResumeProject } from '../port.ts';
import { type AnswerMeasures, isKnowledge } from './analyse.ts';
import { leadFigure, phraseOf } from './questions.ts';
import { containsTerm, termsOf } from './text/terms.ts';

/** The candidate's project a question is about: named in it, else the one sharing most of its terms. */
export function projectFor(plan: InterviewPlan, q: PlannedQuestion): ResumeProject | null {
  const projects = plan.profiles.resume.projects;
  const named = projects.find((p) => q.text.includes(p.name) || q.topic === p.name);
  if (named) return named;
  const terms = termsOf(`${q.text} ${q.topic}`);
  let best: ResumeProject | null = null;
  let bestHits = 0;
  for (const p of projects) {
    const text = [p.name, ...p.tech, ...p.actions, ...p.results].join(' ');
    const hits = terms.filter((t) => containsTerm(text, t)).length;
    if (hits > bestHits) {
      best = p;
      bestHits = hits;
    }
  }
  // A behavioural or opening question can be answered with any project: the one with figures.
  if (!best && (q.kind === 'behavioural' || q.kind === 'opening' || q.kind === 'general'))
    best = projects.find((p) => p.figures.length > 0) ?? projects[0] ?? null;
  return best;
}

const clause = (s: string, max = 30) => phraseOf(s, max);
const joinZh = (items: string[]) => items.filter(Boolean).join('，');

/** A STAR answer in the candidate's voice from a project of their resume. */
function starFromProject(p: ResumeProject, zh: boolean): string {
  const figures = p.figures.slice(0, 2);
  const actions = p.actions.filter((a) => !p.results.includes(a)).slice(0, 3);
  if (!zh) {
    const where =
      p.kind === 'job'
        ? `At ${p.name}${p.role ? ` as ${p.role}` : ''}`
        : `On ${p.name}${p.role ? ` as ${p.role}` : ''}`;
    const did = actions.length
      ? `I ${actions.map((a) => clause(a, 24)).join('; then ')}`
      : 'I owned the work end to end';
    const result = figures.length
      ? `As a result ${figures.map((f) => (f.from ? `${f.metric} went from ${f.from} to ${f.to}` : `${f.metric} reached ${f.to}`)).join(', and ')}`
      : 'Then say what changed, with a number';
    return `${where}, the goal was clear (situation and task). ${did} (action). ${result} (result).`;
  }
  const where =
    p.kind === 'job'
      ? `我在${p.name}${p.role ? `做${p.role}` : ''}时`
      : `在「${p.name}」里${p.role ? `我是${p.role}` : ''}`;
  const situation = actions[0] ? `${where}，${clause(actions[0])}` : `${where}，目标是……`;
  const did =
    actions.length > 1
      ? `我先${clause(actions[1]!)}${actions[2] ? `，再${clause(actions[2])}` : ''}`
      : '我具体做了……';
  const result = figures.length
    ? `结果${joinZh(figures.map((f) => (f.from ? `${f.metric}从 ${f.from} 变为 ${f.to}` : `${f.metric}达到 ${f.to}`)))}`
    : '结果用一个数据说明变化';
  return `${situation}（背景与任务）。${did}（行动）。${result}，并说明怎么确认是自己的做法带来的（结果）。`;
}

/** What a question looks for, in one line. */
function looksFor(q: PlannedQuestion, zh: boolean): string {
  if (isKnowledge(q))
    return zh ? '这题考的是概念是否答对、答全' : 'This question checks the concept is right and complete';
  if (q.kind === 'opening')
    return zh ? '这题看你和岗位最相关的经历与成果' : 'It looks for your most relevant experience and results';
  if (q.kind === 'project')
    return zh ? '这题看你本人的做法、取舍和数据' : 'It looks for your own actions, trade-offs and numbers';
  return zh
    ? '这题看一个真实的例子：你做了什么、结果如何'
    : 'It looks for one real example: what you did and what came of it';
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
    return zh
      ? `在「${p.name}」${f.from ? `把${f.metric}从 ${f.from} 做到 ${f.to}` : `${f.metric}达到 ${f.to}`}`
      : `on ${p.name}, ${f.metric} ${f.from ? `from ${f.from} to ${f.to}` : `reached ${f.to}`}`;
  };
  if (!zh)
    return `Sample answer: Start with your background, then ${withFigures.map(cite).join('; ') || 'your most relevant result, with a number'}${skills.length ? `; close on how your ${skills.join(', ')} fit the role` : ''}.`;
  const years = resume.years_of_experience ? `我有 ${resume.years_of_experience} 年相关经验，` : '';
  return `示范回答：${years}${withFigures.map(cite).join('；') || '挑一段和岗位最相关的经历，讲清你做了什么、结果的数据'}${skills.length ? `；这些经历用到的${skills.join('、')}正是岗位要求的` : ''}。`;
}

export function betterAnswer(plan: InterviewPlan, q: PlannedQuestion): string {
  const zh = plan.language === 'zh';
  if (q.kind === 'opening')
    return `${openingAnswer(plan, zh)}${zh ? '（' : ' ('}${looksFor(q, zh)}${zh ? '）' : ')'}`;
  if (isKnowledge(q)) {
    const points = q.outline.join(zh ? '；' : '; ');
    const project = projectFor(plan, q);
    const tie = project
      ? zh
        ? `最后用一句话说明你在「${project.name}」里怎么用到它。`
        : ` Then add one line on how you used it on ${project.name}.`
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
  const project = projectFor(plan, q);
  const star = project
    ? starFromProject(project, zh)
    : zh
      ? '选一个真实的例子：当时的场景和目标（背景），你本人做了哪两三件事（行动），结果用数据说明（结果）。'
      : 'Pick one real example: the situation and goal, the two or three things you did yourself, and the result in numbers.';
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
