// The score trend across the user's interviews, one line per dimension (GET /api/interview/trend).
import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { trendOption } from '@/domain/interview-report/chart-options';
import { Chart } from '@/domain/interview-report/lazy-chart';
import styles from '@/domain/interview-report/report.module.css';
import { useTrend } from '../api/get-trend';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';

export function TrendCard({ interviewId }: { interviewId: number }) {
  const trend = useTrend();
  const option = useMemo(() => trendOption(trend.data ?? [], interviewId), [trend.data, interviewId]);
  const points = trend.data ?? [];
  if (trend.isPending) return <Skeleton active />;
  if (points.length < 2) return <p className={styles.muted}>{M.trend.tooFew}</p>;
  return <Chart option={option} height={300} label={M.sections.trend} />;
}
