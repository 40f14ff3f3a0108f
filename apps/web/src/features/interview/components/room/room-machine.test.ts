// The room's state machine driven event by event: each step is what the hook reports, each check what the
// page would show next. No browser, server or timer: a turn is a list of events.
import type { DialogueLine, StartInterviewResponse } from '@app/shared/interviews';
import { describe, expect, it } from 'vitest';
import type { InterviewClock } from './interview-clock';
import {
  answerTimingOf,
  initialRoomState,
  isClosing,
  type RoomEvent,
  type RoomState,
  roomReducer,
} from './room-machine';

const line = (seq: number, speaker: DialogueLine['speaker'], text: string): DialogueLine => ({
  seq,
  speaker,
  kind: speaker === 'interviewer' ? 'question' : 'answer',
  text,
  at_ms: seq * 1000,
  create_time: '2026-11-23T00:00:00Z',
});

const greeting = line(1, 'interviewer', '你好，请先做个自我介绍。');
const clock: InterviewClock = { now: () => 0, origin: 0 };

function startOf(over: Partial<StartInterviewResponse> = {}): StartInterviewResponse {
  return {
    interview_id: 42,
    status: 'ongoing',
    line: greeting,
    dialogues: [greeting],
    interviewer_id: 5,
    language: 'en',
    remaining_seconds: 540,
    finished: false,
    ...over,
  };
}

const fresh = () =>
  initialRoomState({
    plannedMinutes: 10,
    language: 'zh',
    interviewerId: 3,
    recognitionAvailable: true,
    now: 1,
  });

/** Runs `events` from `state`, returning every state passed through. */
function run(state: RoomState, events: RoomEvent[]): RoomState[] {
  const seen: RoomState[] = [];
  for (const event of events) {
    state = roomReducer(state, event);
    seen.push(state);
  }
  return seen;
}

const last = (states: RoomState[]) => states[states.length - 1]!;

const started: RoomEvent = { type: 'started', start: startOf(), clock, voiced: true, now: 1000 };

describe('the interview room machine', () => {
  it('starts from the prepare page settings, and takes the server dialogue, language and time as they stand', () => {
    const before = fresh();
    expect(before).toMatchObject({
      phase: 'loading',
      remainingSeconds: 600,
      language: 'zh',
      interviewerId: 3,
    });
    const after = roomReducer(before, started);
    expect(after).toMatchObject({
      phase: 'loading',
      lines: [greeting],
      language: 'en',
      interviewerId: 5,
      remainingSeconds: 540,
      remainingFrom: 1000,
      clock,
    });
  });

  it('holds a typed turn: the question, typing takes the floor, the answer in flight, the streamed reply', () => {
    const states = run(roomReducer(fresh(), started), [
      { type: 'speakingBegan', text: greeting.text, last: false },
      { type: 'speakingEnded', at: 4000 },
      { type: 'draftChanged', draft: '我', at: 6000 },
      { type: 'draftChanged', draft: '我做过后端', at: 7000 },
      { type: 'answerSent', text: '我做过后端', atMs: 9000, show: true },
      { type: 'replyStreamed', text: '能具体' },
      { type: 'replyReceived', line: line(3, 'interviewer', '能具体说说吗？') },
    ]);
    expect(states.map((s) => s.phase)).toEqual([
      'speaking',
      'waiting',
      'answering',
      'answering',
      'sending',
      'sending',
      'sending',
    ]);
    expect(states[0]).toMatchObject({ subtitle: greeting.text, talking: true });
    expect(states[1]).toMatchObject({ talking: false, timing: { questionEnd: 4000 } });
    // The answer began with the first character typed, not the last.
    expect(states[3]?.timing).toEqual({ questionEnd: 4000, answerStart: 6000 });
    expect(states[4]).toMatchObject({ draft: '', subtitle: '' });
    expect(states[4]?.lines.at(-1)).toMatchObject({ seq: -1, speaker: 'candidate', text: '我做过后端' });
    expect(states[5]?.subtitle).toBe('能具体');
    expect(last(states).lines.map((l) => l.text)).toEqual([greeting.text, '我做过后端', '能具体说说吗？']);
    expect(last(states).pendingSeq).toBeNull();
  });

  it('lets an answer begun while the interviewer speaks end the question then, and keep the turn running', () => {
    const states = run(roomReducer(fresh(), started), [
      { type: 'speakingBegan', text: greeting.text, last: false },
      { type: 'voiceStarted', at: 2000 },
      { type: 'listeningBegan' },
      { type: 'heard', draft: '我叫', interim: '李', spoken: true },
      { type: 'speakingEnded', at: 3000 },
    ]);
    expect(states.map((s) => s.phase)).toEqual([
      'speaking',
      'answering',
      'answering',
      'answering',
      'answering',
    ]);
    expect(states[3]).toMatchObject({ draft: '我叫', interim: '李', listening: true });
    expect(last(states).timing).toEqual({ answerStart: 2000, questionEnd: 2000, spoken: true });
    expect(answerTimingOf(last(states).timing, 5000)).toEqual({
      question_end_ms: 2000,
      answer_start_ms: 2000,
      answer_end_ms: 5000,
      spoken: true,
    });
  });

  it('a blank draft does not take the floor', () => {
    const waiting = run(roomReducer(fresh(), started), [
      { type: 'speakingBegan', text: greeting.text, last: false },
      { type: 'speakingEnded', at: 1 },
    ]);
    const after = roomReducer(last(waiting), { type: 'draftChanged', draft: '   ', at: 2 });
    expect(after).toMatchObject({ phase: 'waiting', draft: '   ', timing: { questionEnd: 1 } });
  });

  it('puts a refused answer back into the box and takes its line out, keeping the earlier ones', () => {
    const states = run(roomReducer(fresh(), started), [
      { type: 'answerSent', text: '第一个回答', atMs: 1, show: true },
      { type: 'replyReceived', line: line(3, 'interviewer', '继续') },
      { type: 'answerSent', text: '太长的回答', atMs: 2, show: true },
      { type: 'answerRefused', text: '太长的回答' },
    ]);
    expect(states[2]?.lines.at(-1)).toMatchObject({ seq: -2, text: '太长的回答' });
    expect(last(states)).toMatchObject({ phase: 'answering', draft: '太长的回答', pendingSeq: null });
    expect(last(states).lines.map((l) => l.text)).toEqual([greeting.text, '第一个回答', '继续']);
  });

  it('resends an answer the server already holds without showing it twice', () => {
    const held = line(2, 'candidate', '已经送达的回答');
    const resumed = roomReducer(fresh(), {
      ...started,
      type: 'started',
      start: startOf({ dialogues: [greeting, held] }),
    });
    const sent = roomReducer(resumed, { type: 'answerSent', text: held.text, atMs: 2000, show: false });
    expect(sent.phase).toBe('sending');
    expect(sent.lines).toEqual([greeting, held]);
    // Refused after all: nothing of the server's dialogue is taken out.
    expect(roomReducer(sent, { type: 'answerRefused', text: held.text }).lines).toEqual([greeting, held]);
  });

  it('with the server ASR, 回答完毕 transcribes first and the text joins the draft', () => {
    const states = run(roomReducer(fresh(), started), [
      { type: 'voiceStarted', at: 1 },
      { type: 'listeningBegan' },
      { type: 'transcribing', interim: '转写中' },
      { type: 'transcribed', draft: '打字的 听到的', heard: true },
    ]);
    expect(states[2]).toMatchObject({ listening: false, interim: '转写中' });
    expect(last(states)).toMatchObject({ interim: '', draft: '打字的 听到的', phase: 'answering' });
    expect(answerTimingOf(last(states).timing, 9).spoken).toBe(true);
  });

  it('tells the server which answers were spoken: typed ones, and a failed transcription, are not', () => {
    const asked = run(roomReducer(fresh(), started), [
      { type: 'speakingBegan', text: greeting.text, last: false },
      { type: 'speakingEnded', at: 1000 },
    ]);
    // Typed only (the microphone may hear sound meanwhile: the answer is still typed).
    const typed = run(last(asked), [{ type: 'draftChanged', draft: '我做过后端', at: 2000 }]);
    expect(answerTimingOf(last(typed).timing, 3000)).toMatchObject({ spoken: false });
    // 开始回答 pressed but nothing recognised, then typed: typed.
    const silent = run(last(asked), [
      { type: 'voiceStarted', at: 2000 },
      { type: 'listeningBegan' },
      { type: 'heard', draft: '', interim: '嗯', spoken: false },
      { type: 'draftChanged', draft: '打字的回答', at: 2500 },
    ]);
    expect(answerTimingOf(last(silent).timing, 3000).spoken).toBe(false);
    // The server's transcription failed: what is sent is what was typed.
    const failed = run(last(asked), [
      { type: 'voiceStarted', at: 2000 },
      { type: 'transcribing', interim: '转写中' },
      { type: 'transcribed', draft: '', heard: false },
    ]);
    expect(answerTimingOf(last(failed).timing, 3000).spoken).toBe(false);
    // Recognised, then the box emptied by hand and typed afresh: typed.
    const retyped = run(last(asked), [
      { type: 'voiceStarted', at: 2000 },
      { type: 'heard', draft: '我叫李雷', interim: '', spoken: true },
      { type: 'draftChanged', draft: '', at: 2500 },
      { type: 'draftChanged', draft: '重新打字', at: 2600 },
    ]);
    expect(answerTimingOf(last(retyped).timing, 3000).spoken).toBe(false);
    // Recognised and corrected by hand: spoken.
    const corrected = run(last(asked), [
      { type: 'voiceStarted', at: 2000 },
      { type: 'heard', draft: '我叫李雷', interim: '', spoken: true },
      { type: 'draftChanged', draft: '我叫李蕾', at: 2500 },
    ]);
    expect(answerTimingOf(last(corrected).timing, 3000).spoken).toBe(true);
    // The next question starts afresh.
    const next = roomReducer(last(corrected), { type: 'speakingBegan', text: '下一题', last: false });
    expect(answerTimingOf(next.timing, 4000).spoken).toBe(false);
  });

  it('a recognition failure stops listening and says why', () => {
    const states = run(roomReducer(fresh(), started), [
      { type: 'voiceStarted', at: 1 },
      { type: 'listeningBegan' },
      { type: 'asrFailed', reason: 'denied' },
    ]);
    expect(last(states)).toMatchObject({ listening: false, interim: '', asrProblem: 'denied' });
  });

  it('after the goodbye is said the room ends, then finishes; a failed finish hands the floor back', () => {
    const states = run(roomReducer(fresh(), started), [
      { type: 'speakingBegan', text: '感谢参加本次面试。', last: true },
      { type: 'speakingEnded', at: 9000 },
      { type: 'finishBegan' },
      { type: 'finishFailed' },
      { type: 'finishBegan' },
      { type: 'finished' },
    ]);
    expect(states.map((s) => s.phase)).toEqual([
      'closing',
      'ended',
      'finishing',
      'waiting',
      'finishing',
      'finished',
    ]);
    expect(states.map((s) => isClosing(s.phase))).toEqual([true, true, true, false, true, true]);
  });

  it('a resumed interview whose goodbye was said ends at once; a finished one shows its analysis', () => {
    const said = roomReducer(fresh(), { ...started, type: 'started', start: startOf({ finished: true }) });
    expect(said).toMatchObject({ phase: 'ended', subtitle: greeting.text });
    const scored = roomReducer(fresh(), {
      ...started,
      type: 'started',
      start: startOf({ status: 'finished' }),
    });
    expect(scored).toMatchObject({ phase: 'finished', alreadyFinished: true });
  });

  it('a refused start fails with the server message', () => {
    expect(roomReducer(fresh(), { type: 'startFailed', error: '面试不存在' })).toMatchObject({
      phase: 'failed',
      error: '面试不存在',
    });
  });
});
