// The LLM interviewer: the port's steps as prompts to any OpenAI-compatible chat API (the official `openai`
// client), JSON steps validated by zod, lines streamed piece by piece; for a step the model fails (network,
// time-out, HTTP error after the client's retries on 429/5xx, garbage, a stream cut midway) the fallback
// brain (the built-in engine) does that step, and the reason is logged.
//
// The next line is one streamed reply: a JSON header object ({"action":"follow_up","reason":"vague"},
// {"action":"next"} or {"action":"close"}) held back and checked against the actions the code allows at that
// point (follow-up budget, questions left, time), then the words, passed on as they arrive. So the decision
// costs no second round trip, and a bad header fails before anything reached the client.
//
// Streaming and fallback: the pieces sent to onDelta are a preview; the NextLine returned is what is stored
// and what the `line` event carries, and it replaces the preview. When a stream breaks after pieces were
// sent, the fallback's line is made without onDelta (no second, different text streamed after the first)
// and the `line` event replaces the partial preview; when it fails before any piece, the fallback streams.
import OpenAI from 'openai';
import { familyOfJob, GENERAL_FAMILY, jobFamily } from '../families.ts';
import { answersByQuestion, plannedCount, questionCount, turnOptions } from '../policy.ts';
import type {
  ContentAssessment,
  DocumentProfiles,
  InterviewerBrain,
  InterviewPlan,
  NextLine,
  PlannedQuestion,
  SpokenLine,
} from '../port.ts';
import { type Chat, chatJson, chatStream, LlmFailure } from './chat.ts';
import {
  type AnsweredQuestion,
  assessPrompt,
  openPrompt,
  planPrompt,
  profilesPrompt,
  turnPrompt,
} from './prompts.ts';
import {
  assessReply,
  planReply,
  profilesReply,
  type TurnAction,
  type TurnHeader,
  turnHeader,
} from './schemas.ts';

export interface LlmLogger {
  warn(obj: object, msg: string): void;
}

export interface LlmInterviewerOptions {
  baseUrl: string;
  /** Optional: a local OpenAI-compatible server may ask for none. */
  apiKey?: string | undefined;
  model: string;
  /** Does a step the model fails: the built-in engine. */
  fallback: InterviewerBrain;
  logger: LlmLogger;
  /** Budget of one call, retries and streaming included (default 20 s). */
  timeoutMs?: number | undefined;
  /** Retries on 408/409/429/5xx and connection errors, with the client's backoff (default 2). */
  maxRetries?: number | undefined;
}

/** The candidate's answers gathered per planned question (the policy's reading, greeting rule included). */
function answersOf(plan: InterviewPlan, dialogue: SpokenLine[]): AnsweredQuestion[] {
  return [...answersByQuestion(plan, dialogue).entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, texts]) => ({ index, question: plan.questions[index]!, answer: texts.join('\n') }));
}

export function createLlmInterviewer(options: LlmInterviewerOptions): InterviewerBrain {
  const { fallback, logger } = options;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const chat: Chat = {
    client: new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey || 'none',
      timeout: timeoutMs,
      maxRetries: options.maxRetries ?? 2,
    }),
    model: options.model,
    timeoutMs,
  };

  /** Logs a failed step; returns whether pieces of it already reached the client. */
  const failed = (step: string, err: unknown): boolean => {
    const failure = err instanceof LlmFailure ? err : new LlmFailure('invalid_output', String(err));
    logger.warn(
      { step, reason: failure.reason, emitted: failure.emitted, err: failure.message },
      'LLM step failed; the built-in interviewer does it',
    );
    return failure.emitted;
  };

  async function llmProfiles(jdText: string, resumeText: string): Promise<DocumentProfiles> {
    const reply = await chatJson(chat, profilesPrompt(jdText, resumeText), profilesReply);
    const named = reply.jd.family;
    // The family follows the same rule as the built-in engine's: the title first, the duties second.
    const ruled = familyOfJob(reply.jd.position, reply.jd.responsibilities);
    const family =
      ruled !== GENERAL_FAMILY || !(named === GENERAL_FAMILY || jobFamily(named)) ? ruled : named;
    return { jd: { ...reply.jd, family }, resume: reply.resume };
  }

  return {
    async profile(jdText, resumeText) {
      try {
        return await llmProfiles(jdText, resumeText);
      } catch (err) {
        failed('profile', err);
        return fallback.profile(jdText, resumeText);
      }
    },

    async plan(input) {
      // The built-in plan is the draft (bank questions sized to the duration) and the answer if the model fails.
      const [draft, profiles] = await Promise.all([
        fallback.plan(input),
        llmProfiles(input.jdText, input.resumeText).catch((err: unknown) => {
          failed('profile', err);
          return null;
        }),
      ]);
      const base: InterviewPlan = profiles ? { ...draft, profiles } : draft;
      const count = plannedCount(draft) || questionCount(input.minutes);
      try {
        const reply = await chatJson(chat, planPrompt(base, count), planReply);
        const drafted = new Map(draft.questions.map((q) => [q.id, q]));
        const seen = new Set<string>();
        const questions: PlannedQuestion[] = [];
        for (const q of reply.questions) {
          if (seen.has(q.text) || questions.length >= count + 2) continue;
          seen.add(q.text);
          questions.push({
            id: `q${questions.length + 1}`,
            text: q.text,
            kind: q.kind,
            topic: q.topic,
            keywords: q.keywords,
            outline: q.outline,
            bankId: q.from ? (drafted.get(q.from)?.bankId ?? null) : null,
            difficulty: q.difficulty as 1 | 2 | 3,
          });
        }
        // The model plans the duration; the draft's reserve (the same family, general set and resume) follows
        // it, asked only while the clock leaves time for another answer.
        const planned = questions.length;
        for (const q of draft.questions.slice(plannedCount(draft))) {
          if (seen.has(q.text)) continue;
          seen.add(q.text);
          questions.push({ ...q, id: `q${questions.length + 1}` });
        }
        return { ...base, questions, planned };
      } catch (err) {
        failed('plan', err);
        return draft;
      }
    },

    async open(plan, onDelta) {
      const first = plan.questions[0];
      if (!first) return fallback.open(plan, onDelta);
      try {
        const { text } = await chatStream(chat, openPrompt(plan, first), null, onDelta);
        return { text, kind: 'greeting', questionIndex: 0, followUp: false, reason: null, finished: false };
      } catch (err) {
        return fallback.open(plan, failed('open', err) ? undefined : onDelta);
      }
    },

    async next(turn, onDelta) {
      const { plan, dialogue } = turn;
      const options = turnOptions(turn);
      const { timeUp } = options;
      const current = options.state.current;
      const upcoming = options.nextIndex === null ? null : plan.questions[options.nextIndex]!;
      const allowed: TurnAction[] = timeUp
        ? ['close']
        : [...(options.canFollowUp ? (['follow_up'] as const) : []), upcoming ? 'next' : 'close'];
      const readHeader = (raw: string): TurnHeader => {
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new LlmFailure('invalid_json', `header is not JSON: ${raw.slice(0, 80)}`);
        }
        const parsed = turnHeader.safeParse(json);
        if (!parsed.success || !allowed.includes(parsed.data.action)) {
          throw new LlmFailure(
            'invalid_output',
            `header not one of ${allowed.join('/')}: ${raw.slice(0, 80)}`,
          );
        }
        return parsed.data;
      };
      try {
        const prompt = turnPrompt({
          plan,
          dialogue,
          current: plan.questions[current] ?? null,
          next: upcoming,
          allowed,
          timeUp,
        });
        const { header, text } = await chatStream(chat, prompt, readHeader, onDelta);
        return lineFor(header!, text, current);
      } catch (err) {
        return fallback.next(turn, failed('next', err) ? undefined : onDelta);
      }
    },

    async assess(plan, dialogue) {
      const answered = answersOf(plan, dialogue);
      if (answered.length === 0) return fallback.assess(plan, dialogue);
      try {
        const reply = await chatJson(chat, assessPrompt(plan, answered), assessReply);
        const byIndex = new Map(reply.questions.map((q) => [q.index, q]));
        const missing = answered.filter((a) => !byIndex.has(a.index));
        if (missing.length > 0)
          throw new LlmFailure('invalid_output', `no feedback on ${missing.length} answers`);
        const assessment: ContentAssessment = {
          content: {
            score: reply.content.score,
            evidence: reply.content.evidence.map((e) => ({ signal: e.signal, value: null, note: e.note })),
            advice: reply.content.advice,
          },
          questions: answered.map((a) => {
            const feedback = byIndex.get(a.index)!;
            return {
              question: a.question.text,
              answer: a.answer,
              score: feedback.score,
              missing: feedback.missing,
              better_answer: feedback.better_answer || a.question.outline.join('；'),
            };
          }),
          summary: reply.summary,
          strengths: reply.strengths,
          weaknesses: reply.weaknesses,
        };
        return assessment;
      } catch (err) {
        failed('assess', err);
        return fallback.assess(plan, dialogue);
      }
    },
  };
}

function lineFor(header: TurnHeader, text: string, current: number): NextLine {
  switch (header.action) {
    case 'follow_up':
      return {
        text,
        kind: 'follow_up',
        questionIndex: current,
        followUp: true,
        reason: header.reason,
        finished: false,
      };
    case 'next':
      return {
        text,
        kind: 'question',
        questionIndex: current + 1,
        followUp: false,
        reason: null,
        finished: false,
      };
    case 'close':
      return { text, kind: 'closing', questionIndex: null, followUp: false, reason: null, finished: true };
  }
}
