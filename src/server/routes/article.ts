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
import { currentUser } from '../http/auth.ts';
import type { AppEnv } from '../http/context.ts';
import { validate } from '../http/input.ts';
import { ok, refuse } from '../http/respond.ts';
import { dailyReport, monthList } from '../services/content/articleCalendar.ts';
import { articleDetail } from '../services/content/articleDetail.ts';
import { listArticles, recommendedArticles, relatedArticles } from '../services/content/articleList.ts';
import { docRefSchema } from '../services/files/input.ts';
import { filesDir } from '../services/files/storage.ts';
import { viewAnswer } from '../services/files/viewer.ts';
import {
  bannerList,
  categoryList,
  columnList,
  hotKeywordList,
  tagById,
  tagList,
} from '../services/content/taxonomy.ts';

type C = Context<AppEnv>;
const dbOf = (c: C) => c.get('deps').db;

const newsList = async (c: C) => {
  const { page, pageSize, ...filter } = await validate(c, articleListSchema);
  // Without a kind the news page shows 行业观察; reports have their own call.
  const kind = filter.kind ?? ARTICLE_KIND.news;
  return ok(c, await listArticles(dbOf(c), { ...filter, kind }, { page, pageSize }));
};

const reportList = async (c: C) => {
  const { page, pageSize, ...filter } = await validate(c, articleListSchema);
  return ok(c, await listArticles(dbOf(c), { ...filter, kind: ARTICLE_KIND.report }, { page, pageSize }));
};

const tagRelated = async (c: C) => {
  const { tag_id, page, pageSize } = await validate(c, tagRelatedSchema);
  const db = dbOf(c);
  const tag = await tagById(db, tag_id);
  if (!tag) return refuse(c, CONTENT_MSG.tagGone);
  return ok(c, { tag, ...(await listArticles(db, { tag_id }, { page, pageSize })) });
};

const search = async (c: C) => {
  const { keyword, kind, page, pageSize } = await validate(c, searchSchema);
  return ok(c, { keyword, ...(await listArticles(dbOf(c), { keyword, kind }, { page, pageSize })) });
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
  const where = { db: deps.db, secret: deps.secret, dir: filesDir(deps), now: deps.now() };
  const answer = await viewAnswer(where, ref, await currentUser(c), withTicket);
  if (answer.ok) return ok(c, answer.data);
  return refuse(c, answer.why === 'gone' ? FILE_MSG.fileGone : FILE_MSG.fileUnavailable);
};

export const article = new Hono<AppEnv>()
  .post('/getColumnList', async (c) => ok(c, await columnList(dbOf(c), (await validate(c, kindSchema)).kind)))
  .post('/getCategoryList', async (c) =>
    ok(c, await categoryList(dbOf(c), (await validate(c, kindSchema)).kind)),
  )
  .post('/getNewsList', newsList)
  .post('/getReportLists', reportList)
  .post('/getMonthList', async (c) => ok(c, await monthList(dbOf(c), (await validate(c, kindSchema)).kind)))
  .post('/getDailyReportList', async (c) => {
    const { date, page, pageSize } = await validate(c, dailyReportSchema);
    return ok(c, await dailyReport(dbOf(c), date, { page, pageSize }));
  })
  .post('/getRelatedList', async (c) => {
    const { id, limit } = await validate(c, relatedSchema);
    return ok(c, await relatedArticles(dbOf(c), id, limit));
  })
  .post('/getRecommendList', async (c) => {
    const { kind, limit } = await validate(c, recommendSchema);
    return ok(c, await recommendedArticles(dbOf(c), kind, limit));
  })
  .post('/getTagList', async (c) => ok(c, await tagList(dbOf(c), (await validate(c, tagListSchema)).limit)))
  .post('/getTagRelatedList', tagRelated)
  .post('/search', search)
  .post('/hotKeywords', async (c) => ok(c, await hotKeywordList(dbOf(c))))
  .get('/detail', detail())
  .get('/getReportDetail', detail(ARTICLE_KIND.report))
  .get('/viewPdf', view(true))
  .get('/viewDoc', view(false))
  .get('/getBannerList', async (c) => ok(c, await bannerList(dbOf(c))));
