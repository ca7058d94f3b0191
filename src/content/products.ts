/** Build-time data product content: what /data/product and /product/detail show, composed from build queries. */
import type { BuildResult } from '#server/services/content/build/index.ts';
import type { Paged } from '#lib/paging.ts';
import { countBy, neighboursOf, pageOf, type Facet, type Neighbour } from './facets.ts';
import { query } from './query.ts';

export type ProductItem = BuildResult<'productsAll'>[number];
type Body = NonNullable<BuildResult<'productBody'>>;

/** A product filter: one industry or one file format (or neither: the whole list). */
export interface ProductFilter {
  industry?: string;
  format?: string;
}

/** A product as its prebuilt detail page shows it (the view is not counted: building is not reading). */
export interface ProductPage extends ProductItem, Body {
  prev: Neighbour | null;
  next: Neighbour | null;
}

const products = () => query('productsAll');

const matches = (p: ProductItem, f: ProductFilter): boolean =>
  (f.industry === undefined || p.industry === f.industry) &&
  (f.format === undefined || p.format === f.format);

/** Page `page` of the product list (20 a page), optionally of one industry or format. */
export async function productsPage(page: number, filter: ProductFilter = {}): Promise<Paged<ProductItem>> {
  return pageOf(
    (await products()).filter((p) => matches(p, filter)),
    page,
  );
}

/** Industries and formats that hold published products: one prebuilt filtered list each. */
export const productIndustries = async (): Promise<Facet[]> => countBy(await products(), (p) => p.industry);
export const productFormats = async (): Promise<Facet[]> => countBy(await products(), (p) => p.format);

export const allProductIds = async (): Promise<number[]> => (await products()).map((p) => p.id);

/** The published product `id` with its body and sample file, or null when it is not public. */
export async function getProduct(id: number): Promise<ProductPage | null> {
  const [list, body] = await Promise.all([products(), query('productBody', id)]);
  const item = list.find((p) => p.id === id);
  if (!item || !body) return null;
  return { ...item, ...body, ...neighboursOf(list, id, (p) => p.title) };
}

/** Other products of an industry, newest first (the API's getRelatedList; getRelatedModelList without `exceptId`). */
export async function productsOfIndustry(
  industry: string,
  exceptId?: number,
  limit = 6,
): Promise<ProductItem[]> {
  return (await products()).filter((p) => p.industry === industry && p.id !== exceptId).slice(0, limit);
}

/** Most viewed products (the product list's recommendation), except `exceptId`. */
export async function popularProducts(exceptId?: number, limit = 6): Promise<ProductItem[]> {
  const others = (await products()).filter((p) => p.id !== exceptId);
  return others.sort((a, b) => b.view_count - a.view_count).slice(0, limit);
}
