/**
 * The legacy addresses that name a record instead of keying it (spec §2): `detail?product_name=大豆` and
 * `country-detail?origin=巴西`, reached from /home/trade/… through the route table. Resolved against the database:
 * a known name 301s to its page, an unknown one 302s to where a reader can look for it. Never throws.
 */
import type { Db } from '#server/db/client.ts';
import { TRADE_HOME, tradeCountryHref, tradeDirectoryHref, tradeProductHref } from '#lib/trade/hrefs.ts';
import { foldSearchText } from '#lib/search/normalise.ts';
import { hsCatalogue } from './hsCodes.ts';
import { partnerByKey } from './partners.ts';
import { hsMatches } from './search.ts';

const PRODUCT_PAGE = '/application/trade/detail';
const COUNTRY_PAGE = '/application/trade/country-detail';
/** Longer names are no HS name (the search's own limit). */
const MAX_NAME = 40;

/** Where a legacy address naming a record (not keying it) goes: 301 to the record's page, 302 when none matches. */
export interface NameRedirect {
  status: 301 | 302;
  location: string;
}

/** Legacy names resolved against the database, asked by `sitePages`: null for every address it does not claim. */
export interface LegacyNames {
  claim(url: URL): Promise<NameRedirect> | null;
}

const found = (location: string): NameRedirect => ({ status: 301, location });
const notFound = (location: string): NameRedirect => ({ status: 302, location });

/** A product name: the code whose Chinese name it is exactly, else the search's best hit, else the directory. */
export async function productNameTarget(db: Db, raw: string): Promise<NameRedirect> {
  const name = foldSearchText(raw);
  const fallback = notFound(tradeDirectoryHref(raw.trim() || undefined));
  if (!name || name.length > MAX_NAME) return fallback;
  try {
    const codes = [...(await hsCatalogue(db)).values()].sort(
      (a, b) => a.level - b.level || (a.code < b.code ? -1 : 1),
    );
    const exact = codes.find((c) => foldSearchText(c.name) === name);
    if (exact) return found(tradeProductHref(exact.code));
    const [hit] = await hsMatches(db, name);
    return hit ? found(tradeProductHref(hit.code)) : fallback;
  } catch {
    return fallback;
  }
}

/** An origin by Chinese name, ISO alpha-2 or customs code: its country page, else the application's home. */
export async function originTarget(db: Db, raw: string): Promise<NameRedirect> {
  const key = raw.trim();
  if (!key || key.length > 20) return notFound(TRADE_HOME);
  try {
    const partner = await partnerByKey(db, key);
    return partner ? found(tradeCountryHref(partner.iso2)) : notFound(TRADE_HOME);
  } catch {
    return notFound(TRADE_HOME);
  }
}

/** The sitePages hook: claims only the two legacy query forms, so every other page is served as before. */
export function tradeLegacyNames(db: Db): LegacyNames {
  return {
    claim(url) {
      const path = url.pathname.replace(/\/+$/, '');
      const product = url.searchParams.get('product_name');
      if (path === PRODUCT_PAGE && product !== null) return productNameTarget(db, product);
      const origin = url.searchParams.get('origin');
      if (path === COUNTRY_PAGE && origin !== null) return originTarget(db, origin);
      return null;
    },
  };
}
