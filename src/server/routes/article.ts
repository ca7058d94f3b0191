/** /api/article/* (spec §7): lists, months, tags, search, banners and the detail of news, policy and reports. */
import { Hono, type Context } from 'hono';
import { CONTENT_MSG, FILE_MSG } from '#lib/content/messages.ts';
import { ARTICLE_KIND } from '#lib/content/model.ts';
import {
  articleListSchema,
  dailyReportSchema,
  kindSchema,
  recommendSchema,
  relatedSchema,
  searchSchema,
  tagListSchema,
  tagRelatedSchema,
} from '#lib/content/validators.ts';
import { byIdSchema } from '#lib/shared/validators.ts';
import { currentUser } from '#server/http/auth.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { dailyReport, monthList } from '#server/services/content/articleCalendar.ts';
import { articleDetail } from '#server/services/content/articleDetail.ts';
import { listArticles, recommendedArticles, relatedArticles } from '#server/services/content/articleList.ts';
import { searchArticlesInMemory } from '#server/services/content/articleSearch.ts';
import { articleSearchRows } from '#server/services/content/articleSearchRows.ts';
import { docRefSchema } from '#server/services/files/input.ts';
import { viewAnswer } from '#server/services/files/viewer.ts';
import {
  bannerList,
  categoryList,
  columnList,
  hotKeywordList,
  tagById,
  tagList,
} from '#server/services/content/taxonomy.ts';
import { articleKindTag, CACHE_TAG } from '#server/services/publish/cacheTags.ts';

type C = Context<AppEnv>;
const dbOf = (c: C) => c.get('deps').db;
const totalsOf = (c: C) => c.get('deps').publicCache;

const newsList = async (c: C) => {
  const { page, pageSize, ...filter } = await validate(c, articleListSchema);
  // Without a kind the news page shows 行业观察; reports have their own call.
  const kind = filter.kind ?? ARTICLE_KIND.news;
  return ok(c, await listArticles(dbOf(c), { ...filter, kind }, { page, pageSize }, totalsOf(c)));
};

const reportList = async (c: C) => {
  const { page, pageSize, ...filter } = await validate(c, articleListSchema);
  return ok(
    c,
    await listArticles(dbOf(c), { ...filter, kind: ARTICLE_KIND.report }, { page, pageSize }, totalsOf(c)),
  );
};

const tagRelated = async (c: C) => {
  const { tag_id, page, pageSize } = await validate(c, tagRelatedSchema);
  const db = dbOf(c);
  const tag = await tagById(db, tag_id);
  if (!tag) return refuse(c, CONTENT_MSG.tagGone);
  return ok(c, { tag, ...(await listArticles(db, { tag_id }, { page, pageSize }, totalsOf(c))) });
};

const search = async (c: C) => {
  const { keyword, kind, page, pageSize } = await validate(c, searchSchema);
  const { db, publicCache } = c.get('deps');
  // Matched in the kept documents (no search query per new answer); the query itself without a cache to key them by,
  // or past the documents matched in memory.
  const rows = publicCache ? await articleSearchRows(db, publicCache.tagVersion(CACHE_TAG.articles)) : null;
  if (!rows) return ok(c, { keyword, ...(await listArticles(db, { keyword, kind }, { page, pageSize })) });
  return ok(c, {
    keyword,
    ...(await searchArticlesInMemory(db, rows, { keyword, kind }, { page, pageSize })),
  });
};

const detail = (kind?: string) => async (c: C) => {
  const { id } = await validate(c, byIdSchema);
  const found = await articleDetail(dbOf(c), id, kind);
  return found ? ok(c, found) : refuse(c, CONTENT_MSG.articleGone);
};

/** viewDoc: the document and the caller's access; viewPdf: the same plus a short-lived stream address. */
const view = (withTicket: boolean) => async (c: C) => {
  const ref = await validate(c, docRefSchema);
  const deps = c.get('deps');
  const where = { db: deps.db, secret: deps.secret, files: deps.files, now: deps.now() };
  const answer = await viewAnswer(where, ref, await currentUser(c), withTicket);
  if (answer.ok) return ok(c, answer.data);
  return refuse(c, answer.why === 'gone' ? FILE_MSG.fileGone : FILE_MSG.fileUnavailable);
};

/** Public reads cached until a publish touches their tags (`#server/http/publicCache.ts`). */
const fixed = cachedPublic({ tags: () => [CACHE_TAG.fixed] });
const ofKind = (fallback?: string) => cachedPublic({ tags: (i) => [articleKindTag(i.kind, fallback)] });
const anyArticle = cachedPublic({ tags: () => [CACHE_TAG.articles] });
const oneArticle = cachedPublic({
  tags: (i) => [CACHE_TAG.article(i.id)],
  onAnswer: (c, i) => c.get('deps').views?.count({ entity: 'article', id: Number(i.id) }),
});

export const article = new Hono<AppEnv>()
  .post('/getColumnList', fixed, async (c) =>
    ok(c, await columnList(dbOf(c), (await validate(c, kindSchema)).kind)),
  )
  .post('/getCategoryList', fixed, async (c) =>
    ok(c, await categoryList(dbOf(c), (await validate(c, kindSchema)).kind)),
  )
  .post('/getNewsList', ofKind(ARTICLE_KIND.news), newsList)
  .post('/getReportLists', ofKind(ARTICLE_KIND.report), reportList)
  .post('/getMonthList', ofKind(), async (c) =>
    ok(c, await monthList(dbOf(c), (await validate(c, kindSchema)).kind)),
  )
  .post('/getDailyReportList', anyArticle, async (c) => {
    const { date, page, pageSize } = await validate(c, dailyReportSchema);
    return ok(c, await dailyReport(dbOf(c), date, { page, pageSize }));
  })
  .post('/getRelatedList', anyArticle, async (c) => {
    const { id, limit } = await validate(c, relatedSchema);
    return ok(c, await relatedArticles(dbOf(c), id, limit));
  })
  .post('/getRecommendList', ofKind(), async (c) => {
    const { kind, limit } = await validate(c, recommendSchema);
    return ok(c, await recommendedArticles(dbOf(c), kind, limit));
  })
  .post('/getTagList', anyArticle, async (c) =>
    ok(c, await tagList(dbOf(c), (await validate(c, tagListSchema)).limit)),
  )
  .post('/getTagRelatedList', cachedPublic({ tags: (i) => [CACHE_TAG.tag(i.tag_id)] }), tagRelated)
  // Every keyword is an answer of its own: the cache's byte bound keeps them few.
  .post('/search', ofKind(), search)
  .post('/hotKeywords', fixed, async (c) => ok(c, await hotKeywordList(dbOf(c))))
  .get('/detail', oneArticle, detail())
  .get('/getReportDetail', oneArticle, detail(ARTICLE_KIND.report))
  .get('/viewPdf', view(true))
  .get('/viewDoc', view(false))
  .get('/getBannerList', fixed, async (c) => ok(c, await bannerList(dbOf(c))));
