import type { DialogueLine } from '@app/shared/interviews';
import { describe, expect, it } from 'vitest';
import { dialoguesOf, transcriptOf } from './store';

const said = (speaker: DialogueLine['speaker'], text: string) => ({ speaker, text });

describe('the dialogue as SPEC §3 formats it', () => {
  const lines = [said('interviewer', '请先做个自我介绍。'), said('candidate', '我叫李雷，做了三年前端。')];

  it('gives each line its user id: the interviewer is RobotMan, underscores stripped', () => {
    expect(dialoguesOf(lines)).toEqual([
      { userId: 'RobotMan', text: '请先做个自我介绍。' },
      { userId: 'candidate', text: '我叫李雷，做了三年前端。' },
    ]);
  });

  it('prefixes each transcript line with who said it, a line each', () => {
    expect(transcriptOf(lines)).toBe('[面试官]请先做个自我介绍。\n[候选人]我叫李雷，做了三年前端。');
  });
});
