/** 数据检索's build query: the page's first view (the domain tree with counts, the country and the provinces). */
import type { IndicatorDomainNode, SpaceRegion } from '#lib/industry/types.ts';
import type { Db } from '#server/db/client.ts';
import { NATIONAL, PROVINCES } from './regions.ts';
import { domainTree } from './tree.ts';

export interface RetrievalBuildData {
  tree: IndicatorDomainNode[];
  /** The country first, then the provinces (getSpaceCity without a province). */
  regions: SpaceRegion[];
}

export async function retrievalBuildData(db: Db): Promise<RetrievalBuildData> {
  return { tree: await domainTree(db), regions: [NATIONAL, ...PROVINCES] };
}

export const industryBuildQueries = { retrievalBuildData };
