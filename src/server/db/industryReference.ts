/**
 * The indicator store's reference every database needs (production included): the domain tree, the indicators with
 * pinyin, and the official national figures (reference/industry/). Nothing is read or written while the database
 * holds the files' version; a new version upserts domains and indicators by id and the official values by key (an
 * editor's imported values under other keys stay; a demo value under an official key is replaced, no longer demo).
 */
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { forgetCatalogue } from '#server/services/industry/catalogue.ts';
import { readIndicatorReference } from '#server/services/industry/vendored.ts';
import type { Db } from './client.ts';
import { excluded, replacedBy } from './excluded.ts';
import {
  indicatorDomains,
  indicatorObservations,
  industryReferenceVersion,
  indicators,
} from '#server/db/schema/index.ts';

const KEY = 'indicator';

export async function seedIndicatorReference(db: Db): Promise<boolean> {
  const ref = readIndicatorReference();
  const [have] = await db
    .select({ version: industryReferenceVersion.version })
    .from(industryReferenceVersion);
  if (have?.version === ref.version) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(indicatorDomains)
      .values(ref.domains.map((d, sort) => ({ ...d, sort })))
      .onConflictDoUpdate({
        target: indicatorDomains.id,
        set: replacedBy({
          parentId: indicatorDomains.parentId,
          name: indicatorDomains.name,
          sort: indicatorDomains.sort,
        }),
      });
    await tx
      .insert(indicators)
      .values(
        ref.indicators.map((i, sort) => ({
          ...i,
          sort,
          ...pinyinColumns([i.name.replace(/[（(].*?[)）]/g, '')]),
        })),
      )
      .onConflictDoUpdate({
        target: indicators.id,
        set: replacedBy({
          domainId: indicators.domainId,
          name: indicators.name,
          unit: indicators.unit,
          frequency: indicators.frequency,
          definition: indicators.definition,
          source: indicators.source,
          pinyin: indicators.pinyin,
          initials: indicators.initials,
          sort: indicators.sort,
        }),
      });
    if (ref.values.length)
      await tx
        .insert(indicatorObservations)
        .values(
          ref.values.map((v) => ({
            indicatorId: v.indicatorId,
            region: v.region,
            period: v.period,
            value: v.value,
            flag: v.flag,
            isDemo: false,
          })),
        )
        .onConflictDoUpdate({
          target: [
            indicatorObservations.indicatorId,
            indicatorObservations.region,
            indicatorObservations.period,
          ],
          set: replacedBy({
            value: indicatorObservations.value,
            flag: indicatorObservations.flag,
            isDemo: indicatorObservations.isDemo,
          }),
        });
    await tx
      .insert(industryReferenceVersion)
      .values({ key: KEY, version: ref.version })
      .onConflictDoUpdate({
        target: industryReferenceVersion.key,
        set: { version: excluded(industryReferenceVersion.version) },
      });
  });
  forgetCatalogue(db);
  return true;
}
