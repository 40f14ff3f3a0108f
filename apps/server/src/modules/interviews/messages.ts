// Texts the interview lifecycle answers with (the web shows `msg` as it comes).
import { ANSWER_MAX_CHARS } from '@app/shared/interviews';

export const INTERVIEW_MESSAGES = {
  notFound: '面试记录不存在',
  fileNotFound: '文件不存在或已删除，请重新上传',
  /** A scanned PDF or damaged file: stored, but holds no text the interviewer could read. */
  noText: (what: string) =>
    `未能读取${what}中的文字（可能是扫描件或图片），请上传含文字的 PDF、DOCX 或 TXT 文件，或直接粘贴文字内容`,
  jd: '岗位描述',
  resume: '简历',
  alreadyStarted: '面试已开始，不能重新生成面试内容',
  notPrepared: '请先生成面试内容再开始面试',
  notStarted: '面试尚未开始',
  finished: '面试已结束，不能继续作答',
  notFinished: '面试尚未结束',
  tooLong: `回答过长，请控制在${ANSWER_MAX_CHARS}字以内`,
  signalsFull: '本场面试的采集数据已达上限',
  screenshotsFull: '本场面试的截图数量已达上限',
  screenshotNotFound: '截图不存在，请重新上传',
  noSuchQuestion: '该问题不存在',
  answerTooFast: '回答过于频繁，请稍后再试',
  tooFast: '操作过于频繁，请稍后再试',
  signalsTooFast: '数据上报过于频繁，请稍后再试',
  brainFailed: '面试官暂时无法回应，请稍后重试',
} as const;
