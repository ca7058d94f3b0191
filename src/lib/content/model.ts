/** Content kinds, statuses and limits shared by pages, the editor screen and the server. */
import { CUSTOM_ORDER_LIMITS } from './customOrder.ts';

/** Article kinds: 行业观察, 农业政策, 研究报告, fixed pages. */
export const ARTICLE_KIND = { news: 'news', policy: 'policy', report: 'report', page: 'page' } as const;
export type ArticleKind = (typeof ARTICLE_KIND)[keyof typeof ARTICLE_KIND];
export const ARTICLE_KINDS = Object.values(ARTICLE_KIND);
/** Kinds with columns, categories and list pages. */
export const LISTED_KINDS = [ARTICLE_KIND.news, ARTICLE_KIND.policy, ARTICLE_KIND.report] as const;

export const CONTENT_STATUS = { draft: 'draft', published: 'published', unpublished: 'unpublished' } as const;
export const CONTENT_STATUSES = Object.values(CONTENT_STATUS);

export const CUSTOM_ORDER_STATUS = { new: 'new', contacted: 'contacted', closed: 'closed' } as const;

/** Rich-text font sizes allowed by spec §5, in px. */
export const FONT_SIZES_PX = [12, 14, 16, 18, 20, 24, 36] as const;

export const CONTENT_LIMITS = {
  title: 200,
  summary: 500,
  html: 200_000,
  keyword: 30,
  shortList: 20,
  /** An article's tags: how many, and each one's length. */
  tags: 20,
  tag: 30,
  ...CUSTOM_ORDER_LIMITS,
} as const;
