import { describe, expect, it } from 'vitest';
import { renderChartSvg } from '#lib/chart/ssr.ts';
import { classIndexOption } from '#lib/chart/classIndexOption.ts';
import { vegSeriesOption } from '#lib/chart/vegSeriesOption.ts';

const weeks = Array.from({ length: 52 }, (_, i) =>
  new Date(Date.UTC(2025, 11, 1) + i * 7 * 86_400_000).toISOString().slice(0, 10),
);

describe('server-side SVG of a chart (the first paint without JS)', () => {
  it('renders the class index to a sized SVG with its lines, legend and base line labels', () => {
    const svg = renderChartSvg(
      classIndexOption(
        {
          weeks,
          series: [
            { key: 'all', name: '蔬菜价格总指数', values: weeks.map((_, i) => 100 + Math.sin(i / 5) * 8) },
            { key: 'leafy', name: '叶菜类', values: weeks.map((_, i) => 100 + Math.cos(i / 5) * 12) },
          ],
          demo: true,
        },
        true,
      ),
      { width: 960, height: 340 },
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="960"');
    expect(svg).toContain('viewBox="0 0 960 340"');
    expect(svg).toContain('蔬菜价格总指数');
    expect(svg).toContain('叶菜类');
    expect(svg).toContain('基期=100');
    expect(svg).toContain('#1b7a42'); // the brand green draws the first line
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(10);
  });

  it('carries no <style> element (a runtime style would break the CSP) and no animation', () => {
    const svg = renderChartSvg(
      vegSeriesOption(
        {
          product: { id: 1, name: '大白菜', unit: '元/公斤' },
          mode: 'national',
          range: '30d',
          x: ['2026-11-23', '2026-11-24'],
          lines: [{ name: '全国均价', values: [2, 2.2] }],
          band: { name: '最低—最高区间', low: [1.5, 1.6], high: [2.5, 2.9] },
          demo: false,
        },
        true,
      ),
      { width: 600, height: 300 },
    );
    expect(svg).not.toMatch(/<style/);
    expect(svg).not.toMatch(/@keyframes|<animate/);
    expect(svg).toContain('元/公斤');
  });
});
