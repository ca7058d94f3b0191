/** The three listed article kinds as readers see them: name, list page and side-nav entry. */
import type { NavKey } from './routes.ts';

export type ListedKind = 'news' | 'policy' | 'report';

export interface KindInfo {
  kind: ListedKind;
  label: string;
  /** Page 1 of the list; further pages live at `${listPath}/page/N`. */
  listPath: string;
  nav: NavKey;
  intro: string;
}

export const KIND_INFO: Record<ListedKind, KindInfo> = {
  news: {
    kind: 'news',
    label: '行业观察',
    listPath: '/article/news',
    nav: 'news',
    intro: '农业产业动态、市场行情与产业链观察',
  },
  policy: {
    kind: 'policy',
    label: '农业政策',
    listPath: '/article/policy',
    nav: 'policy',
    intro: '中央与地方涉农政策文件、解读与要点梳理',
  },
  report: {
    kind: 'report',
    label: '研究报告',
    listPath: '/report/list',
    nav: 'report',
    intro: '产业研究、市场分析与专题报告',
  },
};

export const LISTED_KIND_ORDER: readonly ListedKind[] = ['news', 'policy', 'report'];

/** The kind info of an article's kind; unknown kinds read as news. */
export const kindInfo = (kind: string): KindInfo => KIND_INFO[kind as ListedKind] ?? KIND_INFO.news;
