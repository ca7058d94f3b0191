/** Build-time reference and periodical content: what the /reference pages show, composed from build queries. */
import type { BuildResult } from '#server/services/content/build/index.ts';
import type { Paged } from '#lib/paging.ts';
import { byYearDesc, countBy, neighboursOf, pageOf, type Facet, type Neighbour } from './facets.ts';
import { FAMILY } from '#lib/pageFamilies.ts';
import { planned } from './plan.ts';
import { query } from './query.ts';

export type ReferenceItem = BuildResult<'referencesAll'>[number];
export type PeriodicalItem = BuildResult<'periodicalsAll'>[number];
type Body = NonNullable<BuildResult<'referenceBody'>>;
export type Subdetail = Body['subdetails'][number];
export type Enterprise = Body['enterprises'][number];

/** A reference filter: one industry or one year (or neither: the whole list). */
export interface ReferenceFilter {
  industry?: string;
  year?: number;
}

/** A reference as its prebuilt detail page shows it (the view is not counted: building is not reading). */
export interface ReferencePage extends ReferenceItem, Body {
  prev: Neighbour | null;
  next: Neighbour | null;
}

const references = () => query('referencesAll');
const periodicals = () => query('periodicalsAll');

const matches = (r: ReferenceItem, f: ReferenceFilter): boolean =>
  (f.industry === undefined || r.industry === f.industry) && (f.year === undefined || r.year === f.year);

/** Page `page` of the reference list (20 a page), optionally of one industry or year. */
export async function referencesPage(
  page: number,
  filter: ReferenceFilter = {},
): Promise<Paged<ReferenceItem>> {
  return pageOf(
    (await references()).filter((r) => matches(r, filter)),
    page,
  );
}

/** Industries and years that hold published references: one prebuilt filtered list each. */
export const referenceIndustries = async (): Promise<Facet[]> =>
  countBy(await references(), (r) => r.industry);
export const referenceYears = async (): Promise<Facet[]> =>
  countBy(await references(), (r) => String(r.year), byYearDesc);

export const allReferenceIds = async (): Promise<number[]> => (await references()).map((r) => r.id);

/** The published reference `id` with its sub-sections and enterprises, or null when it is not public. */
export async function getReference(id: number): Promise<ReferencePage | null> {
  const [list, body] = await Promise.all([references(), query('referenceBody', id)]);
  const item = list.find((r) => r.id === id);
  if (!item || !body) return null;
  return { ...item, ...body, ...neighboursOf(list, id, (r) => r.title) };
}

/**
 * The references whose pages this build renders, with their bodies: every one in the full build, a publish run's
 * planned ones, and none (nothing read) in a run that renders no reference page.
 */
export async function plannedReferences(): Promise<ReferencePage[]> {
  if (!planned(FAMILY.referenceDetail)) return [];
  const ids = (await allReferenceIds()).filter((id) => planned(FAMILY.referenceDetail, id));
  return (await Promise.all(ids.map(getReference))).filter((r): r is ReferencePage => r !== null);
}

/** Other references of the same industry, newest first (the API's getRelatedIndustryList). */
export async function sameIndustry(ref: ReferenceItem, limit = 6): Promise<ReferenceItem[]> {
  return (await references()).filter((r) => r.industry === ref.industry && r.id !== ref.id).slice(0, limit);
}

/** Research reports of a reference's industry (the API's getRelatedReportList). */
export const reportsOfIndustry = (industry: string, limit = 5) => query('reportsOfIndustry', industry, limit);

/** Page `page` of the periodical issues (20 a page), optionally of one year. */
export async function periodicalsPage(page: number, year?: number): Promise<Paged<PeriodicalItem>> {
  const all = await periodicals();
  return pageOf(year === undefined ? all : all.filter((p) => p.year === year), page);
}

/** Years that hold periodical issues, newest first. */
export const periodicalYears = async (): Promise<Facet[]> =>
  countBy(await periodicals(), (p) => String(p.year), byYearDesc);

/** References of an industry, newest first (shown beside a data product of that industry). */
export async function referencesOfIndustry(industry: string, limit = 6): Promise<ReferenceItem[]> {
  return (await references()).filter((r) => r.industry === industry).slice(0, limit);
}
