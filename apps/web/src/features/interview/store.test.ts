import { beforeEach, describe, expect, it } from 'vitest';
import { dialoguesOf, transcriptOf, useInterviewStore } from './store';

const store = () => useInterviewStore.getState();

describe('interview store: SPEC §4 interview start', () => {
  beforeEach(() => {
    store().beginInterview();
  });

  it('drops the first line pushed after the start and keeps the rest as dialogues and a transcript', () => {
    store().pushDialogue({ speaker: 'interviewer', text: '你是一名面试官，请根据岗位描述提问。' });
    store().pushDialogue({ speaker: 'interviewer', text: '请先做个自我介绍。' });
    store().pushDialogue({ speaker: 'candidate', text: '我叫李雷，做了三年前端。' });
    expect(dialoguesOf(store().dialogues)).toEqual([
      { userId: 'RobotMan', text: '请先做个自我介绍。' },
      { userId: 'candidate', text: '我叫李雷，做了三年前端。' },
    ]);
    expect(store().dialogues).toHaveLength(2);
    expect(transcriptOf(store().dialogues)).toBe(
      '[面试官]请先做个自我介绍。\n[候选人]我叫李雷，做了三年前端。',
    );
  });

  it('starting again clears the dialogue and the scores, and drops the next first line again', () => {
    store().pushDialogue({ speaker: 'interviewer', text: 'instructions' });
    store().pushDialogue({ speaker: 'interviewer', text: '第一题' });
    store().setScores({ overall_score: 80, scores: {} as never });
    store().beginInterview();
    expect(store()).toMatchObject({ dialogues: [], interviewScore: null });
    store().pushDialogue({ speaker: 'interviewer', text: 'instructions' });
    expect(store().dialogues).toEqual([]);
  });

  it('takes a score only as an object without a score field', () => {
    store().setScores({ overall_score: 72, scores: {} as never });
    expect(store().interviewScore).toBe(72);
    store().setScores({ score: 10, overall_score: 10, scores: {} } as never);
    expect(store().interviewScore).toBe(72);
  });
});
