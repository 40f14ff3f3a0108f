// What the content score is made of: the candidate's own actions counted as a hiring manager counts them.
import { describe, expect, it } from 'vitest';
import { ownActions } from './analyse.ts';

describe('own actions', () => {
  it('counts the clauses where the candidate does something, in steps or in the past', () => {
    expect(
      ownActions('我先用诊断测试把学生分成三层，然后每周五上一节错题复盘课，C层我每天抽10分钟面批。'),
    ).toBe(3);
    expect(ownActions('审计期间和月结撞在一起，我排了优先级，加了几天班，两边都按时完成了。')).toBe(2);
    expect(
      ownActions('I moved the gateway from PHP to Go and made settlement asynchronous with Kafka.'),
    ).toBe(2);
  });

  it('does not count claims of attitude or ability, results nobody brought about, or not recalling', () => {
    expect(
      ownActions(
        '我热爱教育事业，一直关注学生学习差异，积极开展分层教学，努力提升班级整体成绩，相信我能够胜任。',
      ),
    ).toBe(0);
    expect(ownActions('后来班级平均分提高了不少。')).toBe(0);
    expect(ownActions('这个细节我记得不太清楚了，大概就是这样。')).toBe(0);
  });
});
