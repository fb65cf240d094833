import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { PALETTE } from '../../../../config/palette';
import type { TChartData } from '../chart-data';

// Only what the two charts draw: the module (and echarts with it) loads lazily, inside this chart
// only, so neither the storefront, the workbench nor the console's first chunk carries it.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The palette's brand, price and warning colours, then a blue for a fourth series. */
const COLORS = [PALETTE.brand, PALETTE.price, PALETTE.warning, '#2f54eb'];

/** The echarts option of a chart of the dashboard (a line of yuan, or bars of counts). */
export function chartOption(data: TChartData, kind: 'line' | 'bar', unit: string): echarts.EChartsCoreOption {
  return {
    color: COLORS,
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (unit === '元' ? `¥${Number(v).toFixed(2)}` : `${String(v)}${unit}`),
    },
    xAxis: { type: 'category', data: data.labels, boundaryGap: kind === 'bar' },
    yAxis: { type: 'value', minInterval: unit === '元' ? 0 : 1, axisLabel: { formatter: `{value}` } },
    series: data.rows.map((row) => ({
      name: row.name,
      type: kind,
      data: row.values,
      smooth: kind === 'line',
      showSymbol: false,
      barMaxWidth: 14,
    })),
  };
}

/** One of the dashboard's 30-day charts, drawn on a canvas that follows its box's width. */
export default function TrendChart({
  data,
  kind,
  unit,
  label,
}: {
  data: TChartData;
  kind: 'line' | 'bar';
  unit: string;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.setOption(chartOption(data, kind, unit));
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [data, kind, unit]);
  return <div ref={box} role="img" aria-label={label} className="dashboard-chart-canvas" />;
}
