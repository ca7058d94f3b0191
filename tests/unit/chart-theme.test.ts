import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, CHART_TOKENS, chartTheme } from '#lib/chart/theme.ts';

const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];

describe('the chart theme', () => {
  it('takes its colours from the site palette: brand green first, rise red and fall green as the tables', () => {
    expect(CHART_PALETTE[0]).toBe(token('brand-600'));
    expect(CHART_TOKENS.rise).toBe(token('rise'));
    expect(CHART_TOKENS.fall).toBe(token('fall'));
    expect(CHART_TOKENS.ink900).toBe(token('ink-900'));
    expect(CHART_TOKENS.line).toBe(token('line'));
    expect(chartTheme.color[0]).toBe(token('brand-600'));
  });

  it('has ten distinct series colours (the index and its nine classes) and a Chinese font stack', () => {
    expect(new Set(CHART_PALETTE).size).toBe(10);
    expect(chartTheme.textStyle.fontFamily).toMatch(/PingFang SC.*Microsoft YaHei/);
  });
});
