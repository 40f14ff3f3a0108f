// The questions the engine writes itself, from the candidate's own material and the JD: on a project (named,
// with its figures), on a resume claim the JD needs, on a duty quoted without its label.
import type { InterviewLanguage } from '@app/shared/interviews';
import type { ResumeFigure, ResumeProject } from '../port.ts';
import { figurePhraseZh } from './figures.ts';

/** A phrase cut to fit a question: at a clause break if one is near, never inside a word or a number. */
export function phraseOf(text: string, max: number): string {
  const t = text
    .replace(/^(?:我|本人)(?:主要)?/, '')
    .replace(/[。；;.，,、\s]+$/u, '')
    .trim();
  const english = !/\p{Script=Han}/u.test(t);
  const limit = english ? max * 3 : max;
  if (t.length <= limit) return english ? t.charAt(0).toLowerCase() + t.slice(1) : t;
  const head = t.slice(0, limit);
  const breaks = english ? [', ', '; ', ' and '] : ['，', '、', '；', '并', '和', '与', '及'];
  const stop = Math.max(...breaks.map((b) => head.lastIndexOf(b)));
  if (stop >= limit / 3) return head.slice(0, stop).trim();
  // No break near: end at the last whole word (English) or before a number or Latin word cut in two.
  const whole = english ? head.replace(/\s+\S*$/, '') : head.replace(/[A-Za-z0-9.%]+$/, '');
  return (whole || head).trim();
}

/** The figure to cite: a change first (from→to), else a value reached. */
export function leadFigure(project: ResumeProject): ResumeFigure | null {
  return project.figures.find((f) => f.from) ?? project.figures[0] ?? null;
}

/** 你在「会员积分系统改版」里把复购率从 21% 提升到 30%：你具体做了哪几件事，怎么确认是改版带来的？ */
export function projectQuestion(
  project: ResumeProject,
  language: InterviewLanguage,
  variant: number,
): string {
  const figure = leadFigure(project);
  const where =
    project.kind === 'job'
      ? `在${project.name}${project.role ? `做${project.role}时` : ''}`
      : `在「${project.name}」里`;
  if (language === 'en') {
    const at =
      project.kind === 'job'
        ? `at ${project.name}${project.role ? ` as ${project.role}` : ''}`
        : `on ${project.name}`;
    if (figure?.from)
      return `Your resume says that ${at} ${figure.metric} went from ${figure.from} to ${figure.to}. What exactly did you do yourself, and how do you know it was your work that moved it?`;
    if (figure)
      return `${at[0]!.toUpperCase()}${at.slice(1)} you reached ${figure.metric} of ${figure.to}. Which part of that was yours, and how did you get there?`;
    const action = project.actions[0];
    return `Tell me about your work ${at}${action ? `: you ${phraseOf(action, 24)}` : ''}. What was the goal, what did you do, and what came of it?`;
  }
  if (figure?.from) {
    const ask =
      variant % 2 === 0
        ? '你具体做了哪几件事？怎么确认是你的做法带来的变化？'
        : '这中间最难的一步是什么？你是怎么判断和取舍的？';
    return `你${where}把${figurePhraseZh(figure)}：${ask}`;
  }
  if (figure)
    return `简历写到你${where}${figure.metric}达到 ${figure.to}：这个结果里你本人负责的是哪一部分？是怎么做到的？`;
  const action = project.actions[0];
  return action
    ? `说说「${project.name}」：你${phraseOf(action, 26)}，当时的目标是什么？你具体怎么做的，结果怎么衡量？`
    : `说说「${project.name}」${project.role ? `，你作为${project.role}` : ''}具体负责什么？做成了什么，怎么衡量？`;
}

/** A resume claim the JD needs: the skill both name. */
export function claimQuestion(
  skill: string,
  project: ResumeProject | null,
  language: InterviewLanguage,
): string {
  if (language === 'en')
    return project
      ? `You used ${skill} on ${project.name}, and this role needs it too. Walk me through one hard problem you solved with it.`
      : `Your resume lists ${skill}, and this role needs it. Give me one real problem you solved with ${skill}: what was hard, and what did you do?`;
  return project
    ? `你在「${project.name}」里用到了${skill}，这个岗位也要求${skill}：请讲一个你用它解决的具体难题，你是怎么做的？`
    : `你的简历写到${skill}，这个岗位也需要${skill}：请讲一个你用${skill}解决实际问题的例子，难点在哪里，你是怎么做的？`;
}

/** A duty of the JD, quoted without its label and cut at a phrase boundary. */
export function dutyQuestion(duty: string, language: InterviewLanguage): string {
  const quoted = phraseOf(duty.replace(/^(?:负责|参与|协助)/, ''), 28);
  if (language === 'en')
    return `This role will ${quoted}. How would you go about it, and where have you done something similar?`;
  return `这个岗位要负责${quoted}。如果由你来做，你会怎么开展？之前做过类似的事吗？`;
}
