import { describe, expect, it } from 'vitest';
import { COLORS } from '@/config/theme';
import { radarOption, trendOption } from '@/domain/interview-report/chart-options';
import { activeLineIndex, clock } from '@/domain/interview-report/transcript-sync';
import { scoreColour } from '@/lib/score-colour';
import { resultFixture, trendFixture } from '../fixtures';

describe('the report’s pure parts', () => {
  it('colours scores as UI.md: 80+ success, 60–79 primary, below 60 warning', () => {
    expect([scoreColour(80), scoreColour(79), scoreColour(60), scoreColour(59), scoreColour(null)]).toEqual([
      COLORS.success,
      COLORS.primary,
      COLORS.primary,
      COLORS.warning,
      COLORS.textSecondary,
    ]);
  });

  it('the radar has the six dimensions in order, 未测量 at 0', () => {
    const option = radarOption(resultFixture.scores, 72) as {
      radar: { indicator: Array<{ name: string }> };
      series: Array<{ data: Array<{ value: number[] }> }>;
    };
    expect(option.radar.indicator.map((i) => i.name)).toEqual([
      '肢体语言\n81',
      '面部表情\n66',
      '仪容仪表\n未测量',
      '语气语调\n74',
      '反应速度\n55',
      '回答内容\n70',
    ]);
    expect(option.series[0]!.data[0]!.value).toEqual([81, 66, 0, 74, 55, 70]);
  });

  it('the trend has the overall line and one per dimension, gaps where not measured', () => {
    const option = trendOption(trendFixture, 7) as {
      series: Array<{ name: string; data: unknown[] }>;
      xAxis: { data: string[] };
    };
    expect(option.series.map((s) => s.name)).toEqual([
      '综合得分',
      '肢体语言',
      '面部表情',
      '仪容仪表',
      '语气语调',
      '反应速度',
      '回答内容',
    ]);
    expect(option.series.find((s) => s.name === '仪容仪表')!.data).toEqual([null, null]);
    expect(option.series.find((s) => s.name === '回答内容')!.data).toEqual([55, 70]);
    expect(option.xAxis.data[1]).toContain('本场');
  });

  it('the active line is the last one said at or before the playhead', () => {
    const lines = resultFixture.dialogues;
    expect(activeLineIndex(lines, -1)).toBe(-1);
    expect(activeLineIndex(lines, 0)).toBe(0);
    expect(activeLineIndex(lines, 29_999)).toBe(1);
    expect(activeLineIndex(lines, 40_000)).toBe(3);
    expect(clock(95_000)).toBe('01:35');
  });
});
