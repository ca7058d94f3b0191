/**
 * The 进出口贸易 reference tables every database needs (production included): HS codes with pinyin, partners, ports,
 * supervision places and permitted origins from the vendored files. Cheap on every start: nothing is parsed or
 * written while the database holds the files' version; a new version upserts by natural key (imported rows stay).
 */
import { eq } from 'drizzle-orm';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { forgetHsCatalogue } from '#server/services/trade/hsCodes.ts';
import { readTradeReference, tradeReferenceVersion } from '#server/services/trade/vendored.ts';
import { bulkLoad } from './bulkLoad.ts';
import { replacedBy } from './excluded.ts';
import type { Db } from './client.ts';
import {
  tradeHsCodes,
  tradeHsSections,
  tradePartners,
  tradePermittedOrigins,
  tradePorts,
  tradeReferenceVersion as versionTable,
  tradeSupervisionPlaces,
} from '#server/db/schema/index.ts';

const CHUNK = 300;

/** The Chinese name without the leading dashes and trailing qualifiers that pinyin search should not need. */
const searchName = (name: string) => name.replace(/[（(].*?[)）]/g, '').replace(/^[—\-－]+/, '');

export async function seedTradeReference(db: Db): Promise<boolean> {
  const [have] = await db.select({ version: versionTable.version }).from(versionTable);
  if (have?.version === tradeReferenceVersion()) return false;
  const ref = readTradeReference();
  const aliases = new Map(ref.names.map((n) => [n.hscode, n.names.split('、').filter(Boolean)]));
  // The search indexes are built once after the codes, not updated per row (12× faster on PGlite).
  await bulkLoad(db, 'trade_hs_codes', async (hx) => {
    const codes = ref.hs.map((h) => ({
      code: h.hscode,
      parent: h.parent === 'TOTAL' ? null : h.parent,
      level: Number(h.level),
      section: h.section,
      nameZh: h.name_zh,
      nameEn: h.description_en,
      aliases: (aliases.get(h.hscode) ?? []).join(' '),
      ...pinyinColumns([...(h.name_zh ? [searchName(h.name_zh)] : []), ...(aliases.get(h.hscode) ?? [])]),
    }));
    for (let i = 0; i < codes.length; i += CHUNK)
      await hx
        .insert(tradeHsCodes)
        .values(codes.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: tradeHsCodes.code,
          set: replacedBy({
            parent: tradeHsCodes.parent,
            level: tradeHsCodes.level,
            section: tradeHsCodes.section,
            nameZh: tradeHsCodes.nameZh,
            nameEn: tradeHsCodes.nameEn,
            aliases: tradeHsCodes.aliases,
            pinyin: tradeHsCodes.pinyin,
            initials: tradeHsCodes.initials,
          }),
        });
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(tradeHsSections)
      .values(
        ref.sections.map((s, sort) => ({ section: s.section, nameZh: s.name_zh, nameEn: s.name_en, sort })),
      )
      .onConflictDoUpdate({
        target: tradeHsSections.section,
        set: replacedBy({
          nameZh: tradeHsSections.nameZh,
          nameEn: tradeHsSections.nameEn,
          sort: tradeHsSections.sort,
        }),
      });
    await tx
      .insert(tradePartners)
      .values(
        ref.partners.map((p) => ({
          code: p.customs_code,
          iso2: p.iso2,
          iso3: p.iso3,
          nameZh: p.name_zh,
          continent: p.continent,
          mapName: p.map_name,
        })),
      )
      .onConflictDoUpdate({
        target: tradePartners.code,
        set: replacedBy({
          iso2: tradePartners.iso2,
          iso3: tradePartners.iso3,
          nameZh: tradePartners.nameZh,
          continent: tradePartners.continent,
          mapName: tradePartners.mapName,
        }),
      });
    await tx
      .insert(tradePorts)
      .values(ref.ports)
      .onConflictDoUpdate({
        target: tradePorts.name,
        set: replacedBy({
          customs: tradePorts.customs,
          province: tradePorts.province,
          kind: tradePorts.kind,
        }),
      });
    await tx
      .insert(tradeSupervisionPlaces)
      .values(ref.places)
      .onConflictDoUpdate({
        target: tradeSupervisionPlaces.name,
        set: replacedBy({
          kind: tradeSupervisionPlaces.kind,
          port: tradeSupervisionPlaces.port,
          province: tradeSupervisionPlaces.province,
        }),
      });
    await tx
      .insert(tradePermittedOrigins)
      .values(ref.permits)
      .onConflictDoUpdate({
        target: [tradePermittedOrigins.product, tradePermittedOrigins.iso2],
        set: replacedBy({ group: tradePermittedOrigins.group, note: tradePermittedOrigins.note }),
      });
    if (have) await tx.update(versionTable).set({ version: ref.version }).where(eq(versionTable.id, 1));
    else await tx.insert(versionTable).values({ id: 1, version: ref.version });
  });
  forgetHsCatalogue(db);
  return true;
}
