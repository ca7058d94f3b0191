/** Build-time 标准查询 content: the planned standards' page data (one read per build) and the list page's first view. */
import { FAMILY } from '#lib/pageFamilies.ts';
import type { StandardDetail } from '#lib/standard/types.ts';
import { plannedKeys } from './plan.ts';
import { query } from './query.ts';

/** Every standard's page data in a full build; a publish run's planned ones only. */
export const standardPages = () => {
  const keys = plannedKeys(FAMILY.standardDetail);
  return keys ? query('standardPages', keys.map(Number)) : query('standardPages');
};

/** Pages by id, per answer (an answer is one build's: nothing is kept across publish runs). */
const byId = new WeakMap<object, Map<number, StandardDetail>>();

export async function standardPage(id: number): Promise<StandardDetail | null> {
  const answer = await standardPages();
  let pages = byId.get(answer);
  if (!pages) byId.set(answer, (pages = new Map(answer.pages.map((p) => [p.id, p]))));
  return pages.get(id) ?? null;
}

export const standardListFirstView = () => query('standardListFirstView');
