// API contract of mock interviews: the lifecycle (SPEC §4 interview start, prompt generation), the turn-by-turn
// dialogue, the browser's measured signals, the result with the six sub-scores (SPEC §3), and the history
// (SPEC §7 Interviews and recommendations). The server validates with these; the web types its calls with them.
import { z } from 'zod';
import { MAX_PAGE_NO } from './api.ts';
import { INTERVIEWER, MAX_PAGE_SIZE } from './constants.ts';
import { idField, idParam, text } from './fields.ts';
import { BATCH_DELETE_MAX, INTERVIEW_NAME_MAX } from './history-messages.ts';

// Defined zod-free beside the history's texts, so the web's history chunk needs no zod for them.
export { BATCH_DELETE_MAX, INTERVIEW_NAME_MAX };

/** The sub-scores of SPEC §3, in display order. */
export const SCORE_DIMENSIONS = [
  'body_language',
  'facial_expression',
  'grooming',
  'interview_tone',
  'timely_response',
  'content',
] as const;
export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number];

export const SCORE_DIMENSION_LABELS: Record<ScoreDimension, string> = {
  body_language: '肢体语言',
  facial_expression: '面部表情',
  grooming: '仪容仪表',
  interview_tone: '语气语调',
  timely_response: '反应速度',
  content: '回答内容',
};

export const INTERVIEW_LANGUAGES = ['zh', 'en'] as const;
export type InterviewLanguage = (typeof INTERVIEW_LANGUAGES)[number];

/** Interview length in minutes the prepare page offers; the engine plans questions to fit. */
export const INTERVIEW_DURATIONS = [5, 10, 15, 20, 30] as const;
export const DEFAULT_INTERVIEW_MINUTES = 15;

/** The interviewer's user id in dialogue lines (SPEC §3: 'RobotMan' once underscores are stripped). */
export const INTERVIEWER_USER_ID = 'Robot_Man';
export const LINE_PREFIX = { interviewer: '[面试官]', candidate: '[候选人]' } as const;

/** Longest answer kept; a longer one is refused with a message (issue 10, bad input). */
export const ANSWER_MAX_CHARS = 5_000;
/** Longest JD or resume text taken inline (generatePrompt); a longer document is cut to this. */
export const DOCUMENT_TEXT_MAX = 200_000;

const interviewerId = z.union([z.literal(INTERVIEWER.tough), z.literal(INTERVIEWER.gentle)]);
const interviewName = text()
  .trim()
  .min(1, '请输入面试名称')
  .max(INTERVIEW_NAME_MAX, `面试名称不能超过${INTERVIEW_NAME_MAX}个字符`);
/** A file url this product handed out (`data.url` of an upload). */
const fileUrl = text().trim().min(1).max(1_000);

/** POST /api/interview/add: creates the record before the interview starts. */
export const addInterviewInput = z.object({
  interview_name: interviewName.optional(),
  interview_position: text().trim().max(100).optional(),
  interviewer_id: interviewerId.default(INTERVIEWER.gentle),
  jd_url: fileUrl.optional(),
  resume_url: fileUrl.optional(),
  /** Minutes. */
  duration: z.number().int().min(1).max(60).default(DEFAULT_INTERVIEW_MINUTES),
  language: z.enum(INTERVIEW_LANGUAGES).default('zh'),
});
export type AddInterviewInput = z.infer<typeof addInterviewInput>;
export const interviewIdResponse = z.object({ interview_id: z.number().int() });

/**
 * POST /api/interview/generatePrompt (SPEC §4): the JD and resume, each as text or as the url of an uploaded
 * file; with `interviewId` the existing record is prepared, otherwise one is created from the other fields.
 */
export const generatePromptInput = z.object({
  jobDescriptionContent: text().trim().min(1, '岗位描述不能为空').max(DOCUMENT_TEXT_MAX),
  resumeContent: text().trim().min(1, '简历内容不能为空').max(DOCUMENT_TEXT_MAX),
  interviewId: idField.optional(),
  interviewer_id: interviewerId.optional(),
  duration: z.number().int().min(1).max(60).optional(),
  language: z.enum(INTERVIEW_LANGUAGES).optional(),
});
export const generatePromptResponse = z.object({
  prompt: z.string(),
  interview_id: z.number().int(),
  /** The planned questions, shown on the prepare page so the user knows what to expect. */
  question_count: z.number().int(),
});

export const interviewIdInput = z.object({ interviewId: idField });
export const interviewIdQuery = z.object({ interviewId: idParam });

export const LINE_SPEAKERS = ['interviewer', 'candidate'] as const;
export const LINE_KINDS = ['greeting', 'question', 'follow_up', 'answer', 'closing'] as const;

/** One line of the dialogue, stored as it is said. */
export const dialogueLine = z.object({
  seq: z.number().int(),
  speaker: z.enum(LINE_SPEAKERS),
  kind: z.enum(LINE_KINDS),
  text: z.string(),
  /** Ms from the start of the interview (the recording's clock), for syncing the transcript with the video. */
  at_ms: z.number().int().nullable(),
  create_time: z.string(),
});
export type DialogueLine = z.infer<typeof dialogueLine>;

export const INTERVIEW_STATUSES = ['preparing', 'ongoing', 'finished'] as const;

/**
 * POST /api/interview/start: the opening line. Calling it again on an ongoing interview resumes it: the stored
 * dialogue comes back with the line the candidate is to answer.
 */
export const startInterviewResponse = z.object({
  interview_id: z.number().int(),
  status: z.enum(INTERVIEW_STATUSES),
  line: dialogueLine,
  dialogues: z.array(dialogueLine),
  interviewer_id: z.number().int(),
  language: z.enum(INTERVIEW_LANGUAGES),
  /** Seconds left of the planned duration, counted from the first start. */
  remaining_seconds: z.number().int(),
  finished: z.boolean(),
});
export type StartInterviewResponse = z.infer<typeof startInterviewResponse>;

/** POST /api/interview/answer; the three times are ms on the interview's clock (as `at_ms`). */
export const answerInput = z.object({
  interviewId: idField,
  text: text()
    .trim()
    .min(1, '回答内容不能为空')
    .max(ANSWER_MAX_CHARS, `回答过长，请控制在${ANSWER_MAX_CHARS}字以内`),
  question_end_ms: z.number().int().min(0).max(86_400_000).optional(),
  answer_start_ms: z.number().int().min(0).max(86_400_000).optional(),
  answer_end_ms: z.number().int().min(0).max(86_400_000).optional(),
  /**
   * Whether the answer was spoken (its text came, at least in part, from speech recognition) or typed. Speech
   * rate, pauses and tone are measured on spoken answers only; an answer that does not say is not counted
   * as spoken.
   */
  spoken: z.boolean().optional(),
  /** Client's id of this answer: a resend after a network drop is recognised and not stored twice. */
  client_id: text().trim().max(64).optional(),
});
export type AnswerInput = z.infer<typeof answerInput>;

export const answerResponse = z.object({
  line: dialogueLine,
  follow_up: z.boolean(),
  finished: z.boolean(),
});
export type AnswerResponse = z.infer<typeof answerResponse>;

/**
 * Server-Sent Events of /api/interview/answer when the client accepts text/event-stream: `delta` events carry
 * `{ text }` pieces of the next line as they are produced, then one `line` event carries the AnswerResponse;
 * an `error` event carries `{ msg }` and ends the stream.
 */
export const ANSWER_EVENTS = { delta: 'delta', line: 'line', error: 'error' } as const;

/**
 * POST /api/interview/signals: the browser's measurements over one window (a few seconds), sent any number of
 * times. Counts, not verdicts: the server turns them into sub-scores at finish. Every part is optional (no
 * camera means no `face`; a dimension without signals is 'not measured').
 */
export const faceSignals = z.object({
  /** Frames the face model looked at in this window. */
  frames: z.number().int().min(0).max(100_000),
  /** Frames with a face found. */
  face_frames: z.number().int().min(0).max(100_000),
  /** Frames where the face looked toward the camera. */
  gaze_frames: z.number().int().min(0).max(100_000),
  /** Frames where the face was well framed (centred, a sensible size). */
  framed_frames: z.number().int().min(0).max(100_000),
  /** Sum over face frames of each expression's probability (face-api's seven classes). */
  expressions: z
    .object({
      neutral: z.number().min(0),
      happy: z.number().min(0),
      surprised: z.number().min(0),
      sad: z.number().min(0),
      angry: z.number().min(0),
      fearful: z.number().min(0),
      disgusted: z.number().min(0),
    })
    .partial(),
  /** Mean movement of the head between samples, as a fraction of the face width per second. */
  head_motion: z.number().min(0).max(100),
  /**
   * Mean brightness of the face itself (the landmarks' region), 0-255, over the frames where it was read;
   * absent when no face was seen (a window without a face measured no brightness: it is not a dark face).
   */
  brightness: z.number().min(0).max(255).optional(),
});
export const voiceSignals = z.object({
  /** Audio frames analysed (Web Audio, ~20 per second). */
  frames: z.number().int().min(0).max(1_000_000),
  /** Frames above the speech threshold. */
  voiced_frames: z.number().int().min(0).max(1_000_000),
  /** Mean and standard deviation of the voiced frames' level, in dBFS (negative numbers). */
  level_mean_db: z.number().min(-160).max(0),
  level_sd_db: z.number().min(0).max(160),
  /** Silences of 2 s or more while the candidate held the floor. */
  long_pauses: z.number().int().min(0).max(100_000),
});
/** Why a window of signals cannot have been measured: its counts contradict each other. */
export const SIGNAL_MESSAGES = {
  window: '窗口结束时间需晚于开始时间',
  moreThan: (part: string, whole: string) => `${part} 不能大于 ${whole}`,
  expression: (name: string) => `表情 ${name} 的累计概率不能大于 face_frames`,
} as const;

type Issues = z.core.$RefinementCtx;

/** A count that is part of another (face frames of all frames) cannot exceed it. */
function partOf(ctx: Issues, path: string[], part: number, whole: number, names: [string, string]): void {
  if (part <= whole) return;
  ctx.addIssue({ code: 'custom', path, message: SIGNAL_MESSAGES.moreThan(...names) });
}

/**
 * The counts of one window hold together: found faces among the frames looked at, gaze and framing among
 * the found faces, voiced frames among the frames heard. Otherwise a client could raise its own sub-scores
 * by sending more face frames than frames (issue 26).
 */
function consistentWindow(window: SignalsWindow, ctx: Issues): void {
  if (window.to_ms <= window.from_ms) {
    ctx.addIssue({ code: 'custom', path: ['to_ms'], message: SIGNAL_MESSAGES.window });
  }
  const { face, voice } = window;
  if (face) {
    partOf(ctx, ['face', 'face_frames'], face.face_frames, face.frames, ['face_frames', 'frames']);
    partOf(ctx, ['face', 'gaze_frames'], face.gaze_frames, face.face_frames, ['gaze_frames', 'face_frames']);
    partOf(ctx, ['face', 'framed_frames'], face.framed_frames, face.face_frames, [
      'framed_frames',
      'face_frames',
    ]);
    // Each frame's probability of an expression is at most 1 (the sum is rounded to 3 places by the browser).
    for (const [name, sum] of Object.entries(face.expressions)) {
      if ((sum ?? 0) > face.face_frames + 0.001) {
        ctx.addIssue({
          code: 'custom',
          path: ['face', 'expressions', name],
          message: SIGNAL_MESSAGES.expression(name),
        });
      }
    }
  }
  if (voice) {
    partOf(ctx, ['voice', 'voiced_frames'], voice.voiced_frames, voice.frames, ['voiced_frames', 'frames']);
    partOf(ctx, ['voice', 'long_pauses'], voice.long_pauses, voice.frames - voice.voiced_frames, [
      'long_pauses',
      'frames - voiced_frames',
    ]);
  }
}

const signalsWindow = z.object({
  interviewId: idField,
  /** Interview clock at the window's start and end. */
  from_ms: z.number().int().min(0).max(86_400_000),
  to_ms: z.number().int().min(0).max(86_400_000),
  face: faceSignals.optional(),
  voice: voiceSignals.optional(),
});
type SignalsWindow = z.infer<typeof signalsWindow>;
export const signalsInput = signalsWindow.superRefine(consistentWindow);
export type SignalsInput = z.infer<typeof signalsInput>;

/** POST /api/interview/screenshot/save: a screenshot uploaded with dir `screenshot`, kept with the interview. */
export const saveScreenshotInput = z.object({
  interviewId: idField,
  url: fileUrl,
  at_ms: z.number().int().min(0).optional(),
});

export const scoreEvidence = z.object({
  signal: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  note: z.string(),
});
export const dimensionScore = z.object({
  /** 0-100; null when the dimension had no signal ('not measured'), never a guess. */
  score: z.number().int().min(0).max(100).nullable(),
  evidence: z.array(scoreEvidence),
  advice: z.string(),
});
export type DimensionScore = z.infer<typeof dimensionScore>;

export const questionFeedback = z.object({
  seq: z.number().int(),
  question: z.string(),
  answer: z.string(),
  score: z.number().int().min(0).max(100).nullable(),
  /** What a good answer had that this one lacked. */
  missing: z.array(z.string()),
  better_answer: z.string(),
});
export type QuestionFeedback = z.infer<typeof questionFeedback>;

/** GET /api/interview/getInterviewResult and POST /api/interview/finishInterview. */
export const interviewResult = z.object({
  interview_id: z.number().int(),
  interview_name: z.string(),
  interview_position: z.string(),
  interviewer_id: z.number().int(),
  language: z.enum(INTERVIEW_LANGUAGES),
  status: z.enum(INTERVIEW_STATUSES),
  create_time: z.string(),
  /** Seconds the interview actually took. */
  duration: z.number().int().nullable(),
  overall_score: z.number().int().min(0).max(100).nullable(),
  scores: z.record(z.enum(SCORE_DIMENSIONS), dimensionScore),
  summary: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  questions: z.array(questionFeedback),
  dialogues: z.array(dialogueLine),
  /** Signed URL of the recording, or null when none was uploaded. */
  video_url: z.string().nullable(),
});
export type InterviewResult = z.infer<typeof interviewResult>;

/** POST /api/interview/retryQuestion: answer one question of a finished interview again and see it scored. */
export const retryQuestionInput = z.object({
  interviewId: idField,
  seq: z.number().int().min(1),
  text: answerInput.shape.text,
});
export const retryQuestionResponse = questionFeedback;

/** POST /api/recommend/getGenerateJson (SPEC §7): a JD and a resume the user uploaded, as structured JSON. */
export const generateJsonInput = z.object({ jd_url: fileUrl, resume_url: fileUrl });
export const generateJsonResponse = z.object({
  jd: z.object({
    position: z.string(),
    family: z.string(),
    skills: z.array(z.string()),
    responsibilities: z.array(z.string()),
    requirements: z.array(z.string()),
    seniority: z.enum(['junior', 'mid', 'senior', 'lead', 'unknown']),
  }),
  /** Name-free: no name or contacts of the candidate. */
  resume: z.object({
    education: z.array(z.object({ school: z.string(), degree: z.string(), major: z.string() })),
    years_of_experience: z.number().nullable(),
    skills: z.array(z.string()),
    projects: z.array(
      z.object({
        /** 'job': an employer whose duties the resume lists (name the employer, role the title). */
        kind: z.enum(['project', 'job']),
        name: z.string(),
        role: z.string(),
        tech: z.array(z.string()),
        actions: z.array(z.string()),
        results: z.array(z.string()),
        /** 复购率 21%→30%: the metric, its value before (null when the resume gives one) and after. */
        figures: z.array(
          z.object({ metric: z.string(), from: z.string().nullable(), to: z.string(), text: z.string() }),
        ),
      }),
    ),
  }),
});
export type GenerateJsonResponse = z.infer<typeof generateJsonResponse>;

/** GET /api/interview/list (SPEC §7): page_no/page_size, or the submit dialog's pageNo/pageSize. */
export const interviewListQuery = z
  .object({
    page_no: z.coerce.number().int().min(1).max(MAX_PAGE_NO).optional(),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    pageNo: z.coerce.number().int().min(1).max(MAX_PAGE_NO).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    interviewName: text().trim().max(INTERVIEW_NAME_MAX).optional(),
  })
  .transform(({ page_no, page_size, pageNo, pageSize, interviewName }) => ({
    page_no: page_no ?? pageNo ?? 1,
    page_size: page_size ?? pageSize ?? 12,
    interviewName: interviewName || undefined,
  }));

/** SPEC §3 'Interview list item'; `interview_id` repeats `id` as the spec lists both. */
export const interviewListItem = z.object({
  id: z.number().int(),
  interview_id: z.number().int(),
  interview_name: z.string(),
  interview_position: z.string(),
  create_time: z.string(),
  overall_score: z.number().int().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
});
export type InterviewListItem = z.infer<typeof interviewListItem>;

export const deleteInterviewQuery = z.object({ id: idParam });
export const batchDeleteInput = z.object({
  ids: z
    .array(idField)
    .min(1, '请选择要删除的记录')
    .max(BATCH_DELETE_MAX, `一次最多删除${BATCH_DELETE_MAX}项记录`),
});
export const renameInterviewInput = z.object({ id: idField, interview_name: interviewName });
export const restoreInterviewParams = z.object({ id: idParam });

/** GET /api/interview/getLastDeleteInterview: the user's most recently deleted interview, or null. */
export const lastDeletedInterview = interviewListItem.extend({ delete_time: z.string() });
export type LastDeletedInterview = z.infer<typeof lastDeletedInterview>;

/** DELETE /api/interview/batchDelete: how many of the ids were the caller's and are now deleted. */
export const batchDeleteResponse = z.object({ count: z.number().int() });

/** Most finished interviews GET /api/interview/trend returns (the latest ones). */
export const TREND_MAX = 20;
/** GET /api/interview/trend: the user's finished interviews, oldest -> newest, at most TREND_MAX. */
export const interviewTrendItem = z.object({
  interview_id: z.number().int(),
  interview_name: z.string(),
  create_time: z.string(),
  overall_score: z.number().int().nullable(),
  scores: z.record(z.enum(SCORE_DIMENSIONS), z.number().int().nullable()),
});
export type InterviewTrendItem = z.infer<typeof interviewTrendItem>;
export const interviewTrendResponse = z.object({ lists: z.array(interviewTrendItem) });
