// Rows to response shapes and to what the interviewer reads: lines, plans, the prompt summary.
import type { DialogueLine, InterviewLanguage } from '@app/shared/interviews';
import { INTERVIEW_NAME_MAX } from '@app/shared/interviews';
import type { Db } from '../../infra/db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import {
  type InterviewerBrain,
  type InterviewPlan,
  plannedCount,
  type SpokenLine,
} from '../interviewer/index.ts';
import type { ParseLimits } from '../uploads/index.ts';
import type { Interview, InterviewLine } from './tables.ts';

/** What every service of this module needs: the database and the interviewer. */
export interface InterviewDeps {
  db: Db;
  brain: InterviewerBrain;
  /** Where the recording is (through the uploads module). */
  storage: Storage;
  /** Caps of the worker that checks and joins the recording when the interview finishes. */
  recordingLimits: ParseLimits;
  /** Told why a recording was refused or not joined (the log). */
  onRecordingTrouble?: (detail: string) => void;
  /** The clock (tests move it to run an interview out of time). */
  now?: () => number;
}

export const nowOf = (deps: InterviewDeps) => deps.now?.() ?? Date.now();

export function dialogueLineOf(line: InterviewLine): DialogueLine {
  return {
    seq: line.seq,
    speaker: line.speaker,
    kind: line.kind,
    text: line.text,
    at_ms: line.atMs,
    create_time: line.createdAt.toISOString(),
  };
}

export function spokenLineOf(line: InterviewLine): SpokenLine {
  return {
    speaker: line.speaker,
    kind: line.kind,
    text: line.text,
    questionIndex: line.questionIndex,
    responseMs: line.responseMs,
  };
}

export function languageOf(interview: Interview): InterviewLanguage {
  return interview.language === 'en' ? 'en' : 'zh';
}

/** The stored plan, when the interview has one the interviewer made (version 1). */
export function planOf(interview: Interview): InterviewPlan | null {
  const plan = interview.plan as InterviewPlan | null;
  return plan && plan.version === 1 && Array.isArray(plan.questions) ? plan : null;
}

/** Ms of the planned duration left, counted from the first start. */
export function remainingMsOf(interview: Interview, now: number): number {
  const started = interview.startedAt?.getTime() ?? now;
  return interview.plannedDuration * 1000 - (now - started);
}

/** Ms on the interview's clock (the recording starts with the interview). */
export function elapsedMsOf(interview: Interview, now: number): number {
  return Math.max(0, Math.min(86_400_000, now - (interview.startedAt?.getTime() ?? now)));
}

export function defaultInterviewName(position: string): string {
  const name = position ? `${position}模拟面试` : '模拟面试';
  return name.slice(0, INTERVIEW_NAME_MAX);
}

/** A list item without its closing punctuation, so items join with one separator. */
const bare = (item: string) => item.replace(/[\s；;。.，,、]+$/u, '');
const listOf = (items: string[], max: number, separator: string) =>
  items.slice(0, max).map(bare).join(separator);

const STYLE_WORDS = { 2: '理性严谨、会追问细节', 3: '温和友善、善于鼓励' } as const;

/** The plan as the readable brief an interviewer works from (generatePrompt's `prompt`). */
export function promptOf(plan: InterviewPlan): string {
  const { jd, resume } = plan.profiles;
  const lines = [
    `你是一位${STYLE_WORDS[plan.style]}的面试官，正在面试「${jd.position || '目标岗位'}」岗位的候选人。`,
    `面试时长约 ${plan.minutes} 分钟，使用${plan.language === 'en' ? '英文' : '中文'}进行。`,
  ];
  if (jd.skills.length > 0) lines.push(`岗位看重的技能：${listOf(jd.skills, 12, '、')}。`);
  if (jd.requirements.length > 0) lines.push(`岗位要求：${listOf(jd.requirements, 6, '；')}。`);
  const projects = resume.projects.map((p) => p.name);
  if (projects.length > 0) lines.push(`候选人的项目经历：${listOf(projects, 6, '、')}。`);
  if (resume.skills.length > 0) lines.push(`候选人掌握的技能：${listOf(resume.skills, 12, '、')}。`);
  const planned = plannedCount(plan);
  lines.push(`计划提问（共 ${planned} 题）：`);
  plan.questions.slice(0, planned).forEach((q, i) => {
    lines.push(`${i + 1}. ${q.text}`);
  });
  if (plan.questions.length > planned)
    lines.push(`另备 ${plan.questions.length - planned} 道同岗位的题目，时间还有富余时继续提问。`);
  lines.push('回答空泛、缺少具体行动或量化结果、偏离问题时，请追问；时间到时礼貌地结束面试。');
  return lines.join('\n');
}
