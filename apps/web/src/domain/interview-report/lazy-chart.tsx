// The chart loaded on its own: ECharts is most of this page's code, so the report's text shows first and the
// charts fill in a moment later (a placeholder of the same height keeps the layout still).
import { lazy, Suspense } from 'react';
import type { ChartOption } from './echart';

const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

export function Chart(props: { option: ChartOption; height: number; label: string }) {
  return (
    <Suspense
      fallback={<div role="img" aria-label={props.label} aria-busy="true" style={{ height: props.height }} />}
    >
      <EChart {...props} />
    </Suspense>
  );
}
