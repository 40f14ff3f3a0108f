// One ECharts chart, built from ECharts' modular parts (only the radar and line charts this report draws, on
// the SVG renderer, which prints sharply), so the library stays a small part of this lazy page's chunk.
import { LineChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  RadarChart,
  LineChart,
  RadarComponent,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  SVGRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

export function EChart({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'svg', height });
    chart.current = instance;
    instance.setOption(latest.current);
    // Follow the container's width (the window, the print layout's narrower A4 page).
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    // Printing lays the page out again at A4 width; the chart follows before the page is printed.
    const print = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const relayout = () => instance.resize();
    print?.addEventListener?.('change', relayout);
    window.addEventListener('beforeprint', relayout);
    return () => {
      observer?.disconnect();
      print?.removeEventListener?.('change', relayout);
      window.removeEventListener('beforeprint', relayout);
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
