/** Build-time home content: banners, the latest articles of each kind and the latest data products. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ListedKind } from '#lib/articleKinds.ts';
import { query } from './query.ts';
import { listArticlesPage, type ArticleItem } from './source.ts';

export interface HomeBanner {
  id: number;
  title: string;
  link: string;
  /** A picture under public/ that exists, else null (the page draws its own art). */
  image: string | null;
}

/** Seeded banners name pictures that may not ship: only keep a site path whose file is really there. */
const shippedImage = (image: string): string | null => {
  if (/^https?:\/\//.test(image)) return image;
  if (!image.startsWith('/')) return null;
  return existsSync(path.join(process.cwd(), 'public', image)) ? image : null;
};

export async function homeBanners(): Promise<HomeBanner[]> {
  const rows = await query('homeBanners');
  return rows.map((b) => ({ id: b.id, title: b.title, link: b.link, image: shippedImage(b.image) }));
}

/** The newest `limit` published articles of a kind. */
export async function latestOf(kind: ListedKind, limit: number): Promise<ArticleItem[]> {
  return (await listArticlesPage(kind, 1)).list.slice(0, limit);
}

export const latestProducts = (limit: number) => query('latestProducts', limit);
export type HomeProduct = Awaited<ReturnType<typeof latestProducts>>[number];
