/**
 * searchTree and seniorSearchTree: domains and indicators by name, pinyin or initials, every keyword matching (the
 * one normaliser, #lib/search/normalise.ts). The catalogue is a few hundred rows read whole, so the match runs here
 * rather than through the search indexes a table of thousands needs.
 */
import { foldSearchText, searchKeywords } from '#lib/search/normalise.ts';
import { INDUSTRY_SEARCH_LIMIT } from '#lib/industry/limits.ts';
import type { IndustrySearchAnswer } from '#lib/industry/types.ts';
import type { IndustrySeniorSearchInput } from '#lib/industry/validators.ts';
import { pinyinOf } from '#server/services/search/pinyin.ts';
import type { Db } from '#server/db/client.ts';
import { domainHit, itemOf, readCatalogue } from './catalogue.ts';

const matches = (doc: string, keywords: string[]) => keywords.every((k) => doc.includes(k));

export async function searchTree(db: Db, input: IndustrySeniorSearchInput): Promise<IndustrySearchAnswer> {
  const c = await readCatalogue(db);
  const keywords = searchKeywords(input.keyword ?? '');
  const unit = input.unit ? foldSearchText(input.unit) : undefined;
  const source = input.source ? foldSearchText(input.source) : undefined;
  const filtered = Boolean(unit || source || input.frequency);
  const indicators = c.indicators
    .filter((i) => {
      if (unit && foldSearchText(i.unit) !== unit) return false;
      if (source && !foldSearchText(i.source).includes(source)) return false;
      if (input.frequency && i.frequency !== input.frequency) return false;
      const doc = [foldSearchText(i.name), i.pinyin, i.initials].join('\n');
      return matches(doc, keywords);
    })
    .slice(0, INDUSTRY_SEARCH_LIMIT)
    .map(itemOf);
  // Domains carry no unit, frequency or source: a filtered search answers indicators only.
  const domains =
    filtered || !keywords.length
      ? []
      : c.domains
          .filter((d) => {
            const p = pinyinOf(d.name);
            return matches([foldSearchText(d.name), p.full, p.initials].join('\n'), keywords);
          })
          .slice(0, INDUSTRY_SEARCH_LIMIT)
          .map((d) => domainHit(c, d.id));
  return { domains, indicators };
}
