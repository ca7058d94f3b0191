/** Build-time content: the one module pages call; reads the database through the server's content services. */
import { and, eq } from 'drizzle-orm';
import type { ArticleItem } from '../server/services/content/articleList.ts';
import {
  listArticles,
  publicArticle,
  recommendedArticles,
  relatedArticles,
  selectItems,
  toItem,
} from '../server/services/content/articleList.ts';
import { monthList } from '../server/services/content/articleCalendar.ts';
import { categoryList, columnList, tagList, tagsOf } from '../server/services/content/taxonomy.ts';
import { openDatabase, type Database, type Db } from '../server/db/client.ts';
import { articles } from '../server/db/schema.ts';
import { seedDemo, seedReference } from '../server/db/seed.ts';
import { seedDemoContent } from '../server/db/demo/seed.ts';
import { readEnv } from '../server/env.ts';
import type { Paged } from '../lib/paging.ts';
import type { ListedKind } from '../lib/articleKinds.ts';
import { LIST_PAGE_SIZE } from '../lib/listPages.ts';

export type { ArticleItem };

export interface Neighbour {
  id: number;
  title: string;
}

/** An article as its prebuilt detail page shows it (the view is not counted: building is not reading). */
export interface ArticlePage extends ArticleItem {
  content_html: string;
  tags: { id: number; name: string }[];
  /** Older and newer article of the same kind, in list order. */
  prev: Neighbour | null;
  next: Neighbour | null;
}

/** Where the open database lives between the pages of one build; closed by the content integration. */
const HANDLE = Symbol.for('portal.content.database');
type Holder = { [HANDLE]?: Promise<Database> };

/** The build needs only the database settings; the production checks (secrets, SMS) concern the server. */
const databaseEnv = () => readEnv({ ...process.env, NODE_ENV: 'development' });

async function open(): Promise<Database> {
  const env = databaseEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // The same seeding as the server's first start, so a fresh clone builds with demo content.
  await seedReference(database.db);
  if (env.DEMO ?? !env.DATABASE_URL) {
    await seedDemo(database.db, new Date());
    await seedDemoContent(database.db, new Date());
  }
  return database;
}

/** In `astro dev` the integration leaves Vite's server here, so pages share the API's database (one PGlite per directory). */
const DEV_SERVER = Symbol.for('portal.content.devServer');
type DevServer = { ssrLoadModule: (id: string) => Promise<Record<string, unknown>> };
type DevHolder = { [DEV_SERVER]?: DevServer };

async function devDatabase(server: DevServer): Promise<Database> {
  const runtime = (await server.ssrLoadModule('/src/server/runtime.ts')) as {
    getRuntime: () => Promise<{ database: Database }>;
  };
  return (await runtime.getRuntime()).database;
}

/** The database of this build, opened once (in `astro dev`, the API's own). */
function database(): Promise<Database> {
  const dev = (globalThis as DevHolder)[DEV_SERVER];
  if (dev) return devDatabase(dev);
  const holder = globalThis as Holder;
  holder[HANDLE] ??= open();
  return holder[HANDLE];
}

const db = async (): Promise<Db> => (await database()).db;

async function loadKind(kind: ListedKind): Promise<ArticleItem[]> {
  const all = await listArticles(await db(), { kind }, { page: 1, pageSize: Number.MAX_SAFE_INTEGER });
  return all.list;
}

/** Every published article of a kind, newest first: loaded once per build, on every request in `astro dev`. */
const snapshots = new Map<ListedKind, Promise<ArticleItem[]>>();
function snapshot(kind: ListedKind): Promise<ArticleItem[]> {
  if ((globalThis as DevHolder)[DEV_SERVER]) return loadKind(kind);
  let pending = snapshots.get(kind);
  if (!pending) {
    pending = loadKind(kind);
    snapshots.set(kind, pending);
  }
  return pending;
}

/** Page `page` of a kind's list (20 a page), optionally of one column only. */
export async function listArticlesPage(
  kind: ListedKind,
  page: number,
  columnId?: number,
): Promise<Paged<ArticleItem>> {
  const all = await snapshot(kind);
  const chosen = columnId === undefined ? all : all.filter((a) => a.column_id === columnId);
  const start = (page - 1) * LIST_PAGE_SIZE;
  return {
    list: chosen.slice(start, start + LIST_PAGE_SIZE),
    total: chosen.length,
    page,
    pageSize: LIST_PAGE_SIZE,
  };
}

/** Number of published articles of a kind (of one column when given). */
export async function countArticles(kind: ListedKind, columnId?: number): Promise<number> {
  return (await listArticlesPage(kind, 1, columnId)).total;
}

export interface ColumnFilter {
  id: number;
  name: string;
  count: number;
}

/** The kind's columns that hold published articles, in column order: one prebuilt filtered list each. */
export async function columnFilters(kind: ListedKind): Promise<ColumnFilter[]> {
  const [columns, all] = await Promise.all([columnList(await db(), kind), snapshot(kind)]);
  return columns
    .map((c) => ({ id: c.id, name: c.name, count: all.filter((a) => a.column_id === c.id).length }))
    .filter((c) => c.count > 0);
}

/** Ids of every published article of the listed kinds: one detail page each. */
export async function allArticleIds(): Promise<number[]> {
  const kinds: ListedKind[] = ['news', 'policy', 'report'];
  const lists = await Promise.all(kinds.map(snapshot));
  return lists.flat().map((a) => a.id);
}

/** The published article `id` for its detail page, or null when it is not public. */
export async function getArticle(id: number): Promise<ArticlePage | null> {
  const handle = await db();
  const [row] = await selectItems(handle).where(and(eq(articles.id, id), publicArticle()));
  if (!row) return null;
  const item = toItem(row);
  const [[content], tags, siblings] = await Promise.all([
    handle.select({ html: articles.contentHtml }).from(articles).where(eq(articles.id, id)),
    tagsOf(handle, [id]),
    snapshot(item.kind as ListedKind),
  ]);
  const at = siblings.findIndex((a) => a.id === id);
  const neighbour = (i: number): Neighbour | null => {
    const a = at < 0 ? undefined : siblings[i];
    return a ? { id: a.id, title: a.title } : null;
  };
  return {
    ...item,
    content_html: content?.html ?? '',
    tags: tags.get(id) ?? [],
    prev: neighbour(at + 1),
    next: at > 0 ? neighbour(at - 1) : null,
  };
}

/** Articles sharing tags or category with `id` (the API's getRelatedList). */
export async function relatedTo(id: number, limit = 6): Promise<ArticleItem[]> {
  return relatedArticles(await db(), id, limit);
}

/** Most read articles of a kind (the API's getRecommendList), computed once per build. */
const recommended = new Map<ListedKind, Promise<ArticleItem[]>>();
export function recommendedFor(kind: ListedKind, limit = 6): Promise<ArticleItem[]> {
  let pending = recommended.get(kind);
  if (!pending) {
    pending = db().then((handle) => recommendedArticles(handle, kind, limit));
    recommended.set(kind, pending);
  }
  return pending;
}

/** Categories, months and tags: the filters a later session will prebuild views for. */
export const categoriesOf = async (kind: ListedKind) => categoryList(await db(), kind);
export const monthsOf = async (kind: ListedKind) => monthList(await db(), kind);
export const popularTags = async (limit = 30) => tagList(await db(), limit);
