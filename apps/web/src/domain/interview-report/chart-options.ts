// The report's chart options, built from the result and the trend (pure, so tests can read them): the radar
// of the six sub-scores and the per-dimension trend lines, coloured as UI.md's score bands.

import type { InterviewTrendItem as TrendPoint } from '@app/shared/interviews';
import { SCORE_DIMENSION_LABELS, SCORE_DIMENSIONS, type ScoreDimension } from '@app/shared/interviews';
import { COLORS, FONT_FAMILY } from '@/config/theme';
import { scoreColour } from '@/lib/score-colour';
import { DOMAIN_MESSAGES } from '../messages';
import type { ChartOption } from './echart';

const M = DOMAIN_MESSAGES.report;

type Scores = Partial<Record<ScoreDimension, { score: number | null } | undefined>>;

/** Radar of the six sub-scores; a dimension not measured sits at 0 and is labelled 未测量. */
export function radarOption(scores: Scores, overall: number | null): ChartOption {
  const value = SCORE_DIMENSIONS.map((d) => scores[d]?.score ?? 0);
  const colour = scoreColour(overall);
  return {
    textStyle: { fontFamily: FONT_FAMILY },
    tooltip: { trigger: 'item' },
    radar: {
      radius: '66%',
      indicator: SCORE_DIMENSIONS.map((d) => {
        const score = scores[d]?.score ?? null;
        return { name: `${SCORE_DIMENSION_LABELS[d]}\n${score ?? M.dimension.notMeasured}`, max: 100 };
      }),
      axisName: { color: COLORS.text, fontSize: 13, lineHeight: 18 },
      splitArea: { areaStyle: { color: ['#FFFFFF', '#F7F8FC'] } },
      splitLine: { lineStyle: { color: COLORS.border } },
      axisLine: { lineStyle: { color: COLORS.border } },
    },
    series: [
      {
        type: 'radar',
        animationDuration: 300,
        symbolSize: 6,
        data: [
          {
            value,
            name: M.sections.radar,
            lineStyle: { color: colour, width: 2 },
            itemStyle: { color: colour },
            areaStyle: { color: colour, opacity: 0.18 },
          },
        ],
      },
    ],
  };
}

const DATE = new Intl.DateTimeFormat('zh-CN', { month: 'numeric', day: 'numeric' });

/** One line per dimension plus the overall score, across the user's interviews (oldest first). */
export function trendOption(points: TrendPoint[], currentId: number): ChartOption {
  const lines: Array<{ name: string; data: Array<number | null>; bold: boolean }> = [
    { name: M.trend.overall, data: points.map((p) => p.overall_score), bold: true },
    ...SCORE_DIMENSIONS.map((d) => ({
      name: SCORE_DIMENSION_LABELS[d],
      data: points.map((p) => p.scores[d] ?? null),
      bold: false,
    })),
  ];
  return {
    textStyle: { fontFamily: FONT_FAMILY },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 36, right: 16, top: 40, bottom: 28 },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map(
        (p) =>
          `${DATE.format(new Date(p.create_time))}${p.interview_id === currentId ? M.trend.thisOne : ''}`,
      ),
      axisLabel: { color: COLORS.textSecondary },
    },
    yAxis: { type: 'value', min: 0, max: 100, splitLine: { lineStyle: { color: COLORS.border } } },
    series: lines.map((line) => ({
      type: 'line',
      name: line.name,
      data: line.data,
      // A missing measurement leaves a gap rather than a fake drop to 0.
      connectNulls: false,
      smooth: false,
      symbolSize: line.bold ? 8 : 5,
      lineStyle: { width: line.bold ? 3 : 1.5 },
      ...(line.bold
        ? {
            itemStyle: { color: COLORS.primary },
            // Each overall point in its score band's colour, as in the rings.
            data: line.data.map((v) => ({ value: v, itemStyle: { color: scoreColour(v) } })),
          }
        : {}),
      animationDuration: 300,
    })),
  };
}
