// The interviewer port (DESIGN.md 'interviewer brain'): what the interviews module asks of an interviewer.
// Two implementations: the built-in engine (default, offline, deterministic for the same inputs) and the LLM
// adapter (any OpenAI-compatible chat API), which falls back to the built-in engine for a turn it cannot do.
import type { DimensionScore, InterviewLanguage, QuestionFeedback } from '@app/shared/interviews';

/** 2 tough (presses harder and more often), 3 gentle (encourages). */
export type InterviewerStyle = 2 | 3;

/** What the JD asks for (POST /api/recommend/getGenerateJson, `jd`). */
export interface JdProfile {
  position: string;
  /** Job family the question bank is tagged with (前端, 后端, 产品, 销售, …), or 通用. */
  family: string;
  skills: string[];
  responsibilities: string[];
  requirements: string[];
  seniority: 'junior' | 'mid' | 'senior' | 'lead' | 'unknown';
}

/** A figure the resume states: 复购率 21%→30% (from and to), 合同额 250万元 (to alone). */
export interface ResumeFigure {
  metric: string;
  from: string | null;
  to: string;
  /** As shown: `metric from→to` or `metric to`. */
  text: string;
}

/** A project, or a job whose duties the resume lists (kind 'job': name is the employer, role the title). */
export interface ResumeProject {
  kind: 'project' | 'job';
  name: string;
  /** The candidate's role in it; '' when the resume names none. */
  role: string;
  /** Technologies, tools or platforms named for it. */
  tech: string[];
  actions: string[];
  results: string[];
  figures: ResumeFigure[];
}

/** What the resume claims, without the candidate's name or contacts (getGenerateJson, `resume`). */
export interface ResumeProfile {
  education: { school: string; degree: string; major: string }[];
  years_of_experience: number | null;
  skills: string[];
  projects: ResumeProject[];
}

export interface DocumentProfiles {
  jd: JdProfile;
  resume: ResumeProfile;
}

export interface PlannedQuestion {
  /** Stable within the plan: 'q1', 'q2', … */
  id: string;
  text: string;
  kind: 'opening' | 'technical' | 'project' | 'behavioural' | 'general';
  /** The JD skill or resume project it probes, if any. */
  topic: string;
  /** Words a relevant answer is expected to touch (for the off-topic check and content scoring). */
  keywords: string[];
  /** Points a good answer covers: feeds 'missing' and 'better_answer'. */
  outline: string[];
  /** question_bank.id when it came from the bank. */
  bankId: number | null;
  difficulty: 1 | 2 | 3;
}

/** Stored in interviews.plan (jsonb); owned and validated by this module. */
export interface InterviewPlan {
  version: 1;
  style: InterviewerStyle;
  language: InterviewLanguage;
  minutes: number;
  profiles: DocumentProfiles;
  /**
   * The questions in the order they are asked: the first `planned` are the ones the duration was planned for
   * (what the prepare page announces); the rest are the reserve, from the same family, general set and resume,
   * asked only while the clock leaves time for another answer (a fast typist does not end a 10-minute interview
   * after 3 minutes).
   */
  questions: PlannedQuestion[];
  /** How many of `questions` the duration was planned for; all of them when absent (plans stored before). */
  planned?: number;
}

export interface PlanInput {
  jdText: string;
  resumeText: string;
  style: InterviewerStyle;
  language: InterviewLanguage;
  minutes: number;
}

/** A line already said, as the interviews module stored it. */
export interface SpokenLine {
  speaker: 'interviewer' | 'candidate';
  kind: 'greeting' | 'question' | 'follow_up' | 'answer' | 'closing';
  text: string;
  /**
   * Index into plan.questions of the question this line belongs to; null for the closing. The opening line
   * (kind 'greeting') carries the first question, so engines return 0 for it; a greeting stored with null is
   * read as question 0 too.
   */
  questionIndex: number | null;
  /** For answers: ms between the end of the question and the first word. */
  responseMs: number | null;
}

export interface TurnInput {
  plan: InterviewPlan;
  dialogue: SpokenLine[];
  /** Ms of the planned duration still left; at or below 0 the interviewer closes. */
  remainingMs: number;
}

/** Why a follow-up was asked; 'probe' goes deeper into a sound answer (a figure, a trade-off, the candidate's part). */
export type FollowUpReason = 'thin' | 'vague' | 'unquantified' | 'off_topic' | 'probe';

export interface NextLine {
  text: string;
  kind: 'greeting' | 'question' | 'follow_up' | 'closing';
  questionIndex: number | null;
  followUp: boolean;
  reason: FollowUpReason | null;
  /** True on the closing line: the interview is over. */
  finished: boolean;
}

/** The content part of the result: what the engine judges from the words alone. */
export interface ContentAssessment {
  content: DimensionScore;
  questions: Omit<QuestionFeedback, 'seq'>[];
  summary: string;
  strengths: string[];
  weaknesses: string[];
}

export interface InterviewerBrain {
  /** Structured profiles of a JD and a resume text. */
  profile(jdText: string, resumeText: string): Promise<DocumentProfiles>;
  /** Questions to fit the duration, from the JD's skills, the resume's projects and the question bank. */
  plan(input: PlanInput): Promise<InterviewPlan>;
  /** The opening line (greeting plus the first question). */
  open(plan: InterviewPlan, onDelta?: (piece: string) => void): Promise<NextLine>;
  /** The next line after the candidate's last answer: a follow-up, the next question, or the closing. */
  next(turn: TurnInput, onDelta?: (piece: string) => void): Promise<NextLine>;
  /** Content score, per-question feedback, summary, strengths and weaknesses of a whole dialogue. */
  assess(plan: InterviewPlan, dialogue: SpokenLine[]): Promise<ContentAssessment>;
}
