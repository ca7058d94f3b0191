import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_GLOBAL } from '#content/buildGlobals.ts';
import { pageManifest, planned, scoped, type BuildPlan } from '#content/plan.ts';
import { FAMILY } from '#lib/pageFamilies.ts';

const globals = globalThis as Record<symbol, unknown>;
const runWith = (plan: BuildPlan | null) => {
  globals[BUILD_GLOBAL.plan] = plan;
  globals[BUILD_GLOBAL.manifest] = {};
};
afterEach(() => {
  delete globals[BUILD_GLOBAL.plan];
  delete globals[BUILD_GLOBAL.manifest];
});

const paths = [1, 2, 3].map((id) => ({ params: { id: String(id) } }));
const byId = (p: { params: { id: string } }) => Number(p.params.id);

describe('what a build renders', () => {
  it('renders every page of every family in a full build', () => {
    runWith(null);
    expect(planned(FAMILY.articleDetail)).toBe(true);
    expect(planned(FAMILY.productDetail, 7)).toBe(true);
    expect(scoped(FAMILY.articleDetail, '/article/detail/[id]', paths, byId)).toHaveLength(3);
    expect(pageManifest()[FAMILY.articleDetail]).toEqual({
      1: ['/article/detail/1'],
      2: ['/article/detail/2'],
      3: ['/article/detail/3'],
    });
  });

  it("renders in a publish run only the plan's families and keys, so pages can skip reading the rest", () => {
    runWith({ families: { [FAMILY.articleDetail]: [2], [FAMILY.productList]: 'all' } });
    expect(planned(FAMILY.articleDetail)).toBe(true);
    expect(planned(FAMILY.articleDetail, 2)).toBe(true);
    expect(planned(FAMILY.articleDetail, 3)).toBe(false);
    expect(planned(FAMILY.productList, 9)).toBe(true);
    expect(planned(FAMILY.referenceDetail)).toBe(false);
    expect(scoped(FAMILY.articleDetail, '/article/detail/[id]', paths, byId)).toEqual([
      { params: { id: '2' } },
    ]);
    expect(scoped(FAMILY.referenceDetail, '/reference/detail/[id]', paths, byId)).toEqual([]);
    expect(pageManifest()).toEqual({
      [FAMILY.articleDetail]: { 2: ['/article/detail/2'] },
      [FAMILY.referenceDetail]: {},
    });
  });
});
