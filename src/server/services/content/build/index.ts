/**
 * Every query a page build makes, by name. A full build calls them on its own database; a rebuild started by the
 * running server calls them through it (POST /api/internal/build/{name}), because the embedded database admits one
 * process. Arguments and results must survive JSON. One line per area.
 */
import type { Db } from '#server/db/client.ts';
import { articleQueries } from './articles.ts';
import { productQueries } from './products.ts';
import { referenceQueries } from './references.ts';
import { homeQueries } from './home.ts';
import { vegetableQueries } from '#server/services/vegetable/build.ts';
import { vegetableChartQueries } from '#server/services/vegetable/build/classIndexChart.ts';
import { standardQueries } from '#server/services/standard/build.ts';
import { foodQueries } from '#server/services/food/build.ts';
import { tradeProductQueries } from '#server/services/trade/productBuild.ts';
import { tradeDirectoryQueries } from '#server/services/trade/directoryBuild.ts';
import { tradeQueries } from '#server/services/trade/build.ts';
import { industryBuildQueries } from '#server/services/industry/build.ts';
import { astQueries } from '#server/services/ast/build.ts';
import { baikeQueries } from '#server/services/baike/build.ts';
import { legalQueries } from '#server/services/legal/build.ts';

export const buildQueries = {
  ...articleQueries,
  ...referenceQueries,
  ...productQueries,
  ...homeQueries,
  ...vegetableQueries,
  ...vegetableChartQueries,
  ...standardQueries,
  ...foodQueries,
  ...tradeProductQueries,
  ...tradeDirectoryQueries,
  ...tradeQueries,
  ...industryBuildQueries,
  ...astQueries,
  ...baikeQueries,
  ...legalQueries,
};

export type BuildQueries = typeof buildQueries;
export type BuildQueryName = keyof BuildQueries;
export type BuildArgs<N extends BuildQueryName> =
  Parameters<BuildQueries[N]> extends [Db, ...infer A] ? A : never;
export type BuildResult<N extends BuildQueryName> = Awaited<ReturnType<BuildQueries[N]>>;

export const isBuildQuery = (name: string): name is BuildQueryName => Object.hasOwn(buildQueries, name);
