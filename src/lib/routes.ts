/** The one route table: clean routes, side navigation and legacy redirects (spec §2). */
import { LEGAL_DOCUMENTS, LEGAL_KINDS } from '#lib/legal/documents.ts';

export type NavKey =
  | 'home'
  | 'group'
  | 'news'
  | 'policy'
  | 'reference'
  | 'periodical'
  | 'report'
  | 'reportCustom'
  | 'retrieval'
  | 'product'
  | 'dataCustom'
  | 'food'
  | 'standard'
  | 'vegetable'
  | 'baike'
  | 'trade'
  | 'ast'
  | 'apps'
  | 'user';

export interface CleanRoute {
  path: string;
  title: string;
  /** Side-nav item this page belongs to; decides the highlight. */
  nav?: NavKey;
  /** Prebuilt entity pages live at `${path}/${value}`; the query form answers 301 there. */
  pathParam?: string;
  /** Other query parameters with a path form: name → segment prefix (`sub_id=5` → `${path}/sub-5`). */
  pathForms?: Record<string, string>;
  /** Member-only page (islands behind login); never indexed. */
  member?: boolean;
  /** A page search engines leave alone (`noindex`): search results, the editor screen. */
  noindex?: boolean;
  /** A route of the spec served by other pages: 301 to `to` when the query names `param` (in `to`'s path form), else to `bare`. */
  movedTo?: { param: string; to: string; bare: string };
}

export const CLEAN_ROUTES: readonly CleanRoute[] = [
  { path: '/', title: '首页', nav: 'home' },
  { path: '/group', title: '社群', nav: 'group' },
  { path: '/application/ast', title: '农业专题', nav: 'ast' },
  { path: '/application/baike', title: '农业百科', nav: 'baike', pathParam: 'id' },
  { path: '/application/food', title: '食物营养', nav: 'food' },
  { path: '/application/list', title: '更多应用', nav: 'apps' },
  { path: '/application/trade', title: '进出口贸易', nav: 'trade' },
  { path: '/application/food/detail', title: '食物详情', nav: 'food', pathParam: 'code' },
  { path: '/application/food/list', title: '食物列表', nav: 'food' },
  { path: '/application/food/search_result', title: '食物搜索', nav: 'food', noindex: true },
  { path: '/application/standard/detail', title: '标准详情', nav: 'standard', pathParam: 'id' },
  { path: '/application/standard/list', title: '标准查询', nav: 'standard' },
  { path: '/application/trade/country-detail', title: '贸易国别详情', nav: 'trade', pathParam: 'partner' },
  { path: '/application/trade/detail', title: '贸易产品详情', nav: 'trade', pathParam: 'code' },
  { path: '/application/trade/product-directory', title: '贸易产品目录', nav: 'trade' },
  { path: '/application/vegetable/detail', title: '蔬菜价格详情', nav: 'vegetable' },
  { path: '/application/vegetable/list', title: '蔬菜行情', nav: 'vegetable' },
  { path: '/application/vegetable/survey_detail', title: '市场调研详情', nav: 'vegetable' },
  { path: '/application/vegetable/vip', title: '蔬菜VIP', nav: 'vegetable' },
  { path: '/article/detail', title: '文章详情', nav: 'news', pathParam: 'id' },
  { path: '/article/news', title: '行业观察', nav: 'news' },
  { path: '/article/policy', title: '农业政策', nav: 'policy' },
  {
    path: '/article/report',
    title: '报告详情',
    nav: 'report',
    movedTo: { param: 'id', to: '/article/detail', bare: '/report/list' },
  },
  { path: '/article/tag', title: '标签', nav: 'news', pathParam: 'id' },
  { path: '/article/viewPdf', title: '文件预览', nav: 'report' },
  { path: '/data/customized', title: '定制数据', nav: 'dataCustom' },
  { path: '/data/product', title: '数据产品', nav: 'product' },
  { path: '/data/retrieval', title: '数据检索', nav: 'retrieval' },
  { path: '/product/detail', title: '数据产品详情', nav: 'product', pathParam: 'id' },
  {
    path: '/reference/detail',
    title: '参考资料详情',
    nav: 'reference',
    pathParam: 'id',
    pathForms: { sub_id: 'sub-' },
  },
  { path: '/reference/list', title: '行业参考', nav: 'reference' },
  { path: '/reference/periodical', title: '期刊', nav: 'periodical' },
  { path: '/report/customized', title: '定制报告', nav: 'reportCustom' },
  { path: '/report/list', title: '研究报告', nav: 'report' },
  { path: '/search/result', title: '搜索结果', noindex: true },
  { path: '/user/baike', title: '我的百科', nav: 'user', member: true },
  { path: '/user/export', title: '导出我的数据', nav: 'user', member: true },
  { path: '/user/favorite', title: '我的收藏', nav: 'user', member: true },
  { path: '/user/profile', title: '个人中心', nav: 'user', member: true },
  { path: '/user/score', title: '我的积分', nav: 'user', member: true },
  { path: '/user/score_record', title: '积分记录', nav: 'user', member: true },
  { path: '/user/security', title: '账号安全', nav: 'user', member: true },
  { path: '/user/vip', title: 'VIP会员', nav: 'user', member: true },
  { path: '/user/order/detail', title: '订单详情', nav: 'user', member: true },
  { path: '/user/order/invoice_form', title: '申请发票', nav: 'user', member: true },
  { path: '/user/order/invoice_list', title: '发票申请', nav: 'user', member: true },
  { path: '/user/order/list', title: '我的订单', nav: 'user', member: true },
  { path: '/user/order/payment', title: '订单支付', nav: 'user', member: true },
  { path: '/user/order/submit_form', title: '提交订单', nav: 'user', member: true },
];

/** Pages outside the spec's table: the editor screen (not in the side nav, not indexed), the food comparison. */
export const EXTRA_ROUTES: readonly CleanRoute[] = [
  { path: '/admin', title: '编辑后台', noindex: true },
  // Beyond the spec (issue 14): two to four foods side by side, shareable as ?codes=09003,09040.
  { path: '/application/food/compare', title: '食物对比', nav: 'food' },
  // Issue 30: 用户协议 and 隐私政策, linked from the footer and every consent box.
  ...LEGAL_KINDS.map((kind) => ({ path: LEGAL_DOCUMENTS[kind].path, title: LEGAL_DOCUMENTS[kind].title })),
];

/** The disclaimer is article `disclaimer`, prebuilt at its path form. */
export const DISCLAIMER_PATH = '/article/detail/disclaimer';

export interface LegacyRoute {
  /** Pattern with `:name` segments; `:name?` may be missing at the end. */
  from: string;
  /** Clean route the legacy one leads to. */
  to: string;
  /** Legacy parameter name → clean query name, where they differ. */
  rename?: Record<string, string>;
  /** Fixed query added to the target. */
  query?: Record<string, string>;
  /** The parameter names a record (大豆, 巴西): the server finds it and answers in one hop, 302 when it finds none. */
  byName?: true;
  purpose: string;
}

export const LEGACY_ROUTES: readonly LegacyRoute[] = [
  { from: '/home/page/group', to: '/group', purpose: '社群' },
  { from: '/home/user/profile', to: '/user/profile', purpose: '个人中心' },
  { from: '/home/order/list', to: '/user/order/list', purpose: '我的订单' },
  { from: '/home/order/detail/id/:id', to: '/user/order/detail', purpose: '订单详情' },
  { from: '/home/order/invoicerequest', to: '/user/order/invoice_list', purpose: '发票申请列表' },
  { from: '/home/order/invoicesubmit/ids/:ids', to: '/user/order/invoice_form', purpose: '提交发票' },
  { from: '/home/order/submit/id/:id/type/:type', to: '/user/order/submit_form', purpose: '提交订单' },
  { from: '/home/order/submit/id/:id', to: '/user/order/submit_form', purpose: '提交订单' },
  { from: '/home/payment/paymentweb/id/:id', to: '/user/order/payment', purpose: '支付' },
  { from: '/home/user/score', to: '/user/score', purpose: '积分' },
  { from: '/home/user/scorelists', to: '/user/score_record', purpose: '积分记录' },
  { from: '/home/user/mybaike', to: '/user/baike', purpose: '我的百科' },
  { from: '/home/user/myfavorite', to: '/user/favorite', purpose: '我的收藏' },
  { from: '/home/user/vip', to: '/user/vip', purpose: 'VIP购买' },
  { from: '/home/article/newslists', to: '/article/news', purpose: '行业观察' },
  { from: '/home/article/detail/id/disclaimer', to: DISCLAIMER_PATH, purpose: '免责声明' },
  { from: '/home/article/detail/id/:id', to: '/article/detail', purpose: '文章详情' },
  { from: '/home/article/report/id/:id', to: '/article/detail', purpose: '报告详情' },
  { from: '/home/article/policylists', to: '/article/policy', purpose: '农业政策' },
  {
    from: '/home/article/taglists/tag/:tagId',
    to: '/article/tag',
    rename: { tagId: 'id' },
    purpose: '标签列表',
  },
  { from: '/home/article/search/keyword/:keyword', to: '/search/result', purpose: '文章搜索' },
  { from: '/home/article/reportlists', to: '/report/list', purpose: '研究报告' },
  { from: '/home/article/viewpdf/fid/:fid', to: '/article/viewPdf', purpose: 'PDF预览' },
  { from: '/home/page/reportservice', to: '/report/customized', purpose: '定制报告' },
  { from: '/home/data/productdetail/id/:id/doc_id/:doc_id', to: '/product/detail', purpose: '数据产品详情' },
  { from: '/home/data/productdetail/id/:id', to: '/product/detail', purpose: '数据产品详情' },
  { from: '/home/data/productlists/type/file', to: '/data/product', purpose: '数据产品' },
  { from: '/home/reference/lists/id/:id?', to: '/reference/list', purpose: '行业参考' },
  { from: '/home/reference/lists', to: '/reference/list', purpose: '行业参考' },
  { from: '/home/reference/detail/id/:id/:app/:num', to: '/reference/detail', purpose: '参考资料详情' },
  { from: '/home/reference/detail/id/:id', to: '/reference/detail', purpose: '参考资料详情' },
  {
    from: '/home/reference/subdetail/id/:id',
    to: '/reference/detail',
    rename: { id: 'sub_id' },
    purpose: '参考资料子详情',
  },
  { from: '/home/page/dataservice', to: '/data/customized', purpose: '定制数据' },
  { from: '/home/industry/industrylists', to: '/data/retrieval', purpose: '数据检索' },
  { from: '/home/page/application', to: '/application/list', purpose: '更多应用' },
  { from: '/home/food/index', to: '/application/food', purpose: '食物营养首页' },
  {
    from: '/home/food/list/first_id/:first_id/second_id/:second_id',
    to: '/application/food/list',
    purpose: '食物列表',
  },
  { from: '/home/food/detail/code/:code', to: '/application/food/detail', purpose: '食物详情' },
  { from: '/home/food/search/keyword/:keyword', to: '/application/food/search_result', purpose: '食物搜索' },
  { from: '/home/standard/lists', to: '/application/standard/list', purpose: '标准列表' },
  { from: '/home/standard/detail/id/:id', to: '/application/standard/detail', purpose: '标准详情' },
  { from: '/home/vegetable/lists/type/:type', to: '/application/vegetable/list', purpose: '蔬菜价格' },
  { from: '/home/vegetable/lists', to: '/application/vegetable/list', purpose: '蔬菜价格' },
  {
    from: '/home/vegetable/detail/group/:group/name/:name/type/:type',
    to: '/application/vegetable/detail',
    purpose: '蔬菜详情',
  },
  {
    from: '/home/vegetable/marketdetail/id/:id',
    to: '/application/vegetable/survey_detail',
    purpose: '市场详情',
  },
  { from: '/home/vegetable/vip', to: '/application/vegetable/vip', purpose: '蔬菜VIP' },
  { from: '/home/baike/index/id/:id', to: '/application/baike', purpose: '百科词条' },
  { from: '/home/baike/index', to: '/application/baike', purpose: '百科' },
  { from: '/home/trade/index', to: '/application/trade', purpose: '外贸应用' },
  {
    from: '/home/trade/detail/product_name/:product_name',
    to: '/application/trade/detail',
    byName: true,
    purpose: '贸易产品详情',
  },
  {
    from: '/home/trade/countrydetail/origin/:origin',
    to: '/application/trade/country-detail',
    byName: true,
    purpose: '贸易国别详情',
  },
  {
    from: '/home/trade/productdirectory',
    to: '/application/trade/product-directory',
    purpose: '贸易产品目录',
  },
  { from: '/home/ast/index', to: '/application/ast', purpose: '农业专题' },
];

const ROUTE_BY_PATH = new Map([...CLEAN_ROUTES, ...EXTRA_ROUTES].map((r) => [r.path, r]));

export function findCleanRoute(path: string): CleanRoute | undefined {
  return ROUTE_BY_PATH.get(path);
}

/** The parameter that gives the path form: the route's pathParam, else one of its pathForms, when given. */
function pathKeyOf(route: CleanRoute | undefined, params: Record<string, string>): string | undefined {
  if (route?.pathParam && params[route.pathParam]) return route.pathParam;
  return Object.keys(route?.pathForms ?? {}).find((name) => params[name]);
}

/** A clean URL with its parameters, in path form when the route has one. */
export function cleanHref(path: string, params: Record<string, string> = {}): string {
  const route = ROUTE_BY_PATH.get(path);
  const rest = { ...params };
  let target = path;
  const key = pathKeyOf(route, rest);
  if (key) {
    target = `${path}/${route?.pathForms?.[key] ?? ''}${encodeURIComponent(rest[key]!)}`;
    delete rest[key];
  }
  const qs = new URLSearchParams(rest).toString();
  return qs ? `${target}?${qs}` : target;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (have.length > want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const seg = want[i] as string;
    const got = have[i];
    const optional = seg.endsWith('?');
    if (got === undefined) {
      if (optional) continue;
      return null;
    }
    if (seg.startsWith(':')) {
      params[seg.slice(1).replace(/\?$/, '')] = safeDecode(got);
    } else if (seg.toLowerCase() !== got.toLowerCase()) {
      return null;
    }
  }
  return params;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Where a request path must be permanently redirected, or null when it is not a redirect. */
export function resolveRedirect(pathname: string, search = ''): string | null {
  const path = pathname.replace(/\.html$/i, '').replace(/\/+$/, '') || '/';
  const incoming = Object.fromEntries(new URLSearchParams(search));
  if (path.toLowerCase().startsWith('/home/')) {
    for (const legacy of LEGACY_ROUTES) {
      const params = matchPattern(legacy.from, path);
      if (!params) continue;
      const carried: Record<string, string> = { ...incoming, ...legacy.query };
      for (const [name, value] of Object.entries(params)) carried[legacy.rename?.[name] ?? name] = value;
      return cleanHref(legacy.to, carried);
    }
    return null;
  }
  // Query form of a prebuilt entity: /article/detail?id=5 → /article/detail/5
  const route = ROUTE_BY_PATH.get(path);
  if (route?.movedTo) {
    const { param, to, bare } = route.movedTo;
    return incoming[param] ? cleanHref(to, incoming) : cleanHref(bare, incoming);
  }
  if (pathKeyOf(route, incoming)) return cleanHref(path, incoming);
  return null;
}

export interface NavItem {
  key: NavKey;
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Side navigation (spec §2): groups BEEDATA, 智库, 报告, 数据, 应用. */
export const SIDE_NAV: readonly NavGroup[] = [
  {
    label: 'BEEDATA',
    items: [
      { key: 'home', label: '首页', href: '/' },
      { key: 'group', label: '社群', href: '/group' },
    ],
  },
  {
    label: '智库',
    items: [
      { key: 'news', label: '行业观察', href: '/article/news' },
      { key: 'policy', label: '农业政策', href: '/article/policy' },
      { key: 'reference', label: '行业参考', href: '/reference/list' },
      { key: 'periodical', label: '期刊', href: '/reference/periodical' },
    ],
  },
  {
    label: '报告',
    items: [
      { key: 'report', label: '研究报告', href: '/report/list' },
      { key: 'reportCustom', label: '定制报告', href: '/report/customized' },
    ],
  },
  {
    label: '数据',
    items: [
      { key: 'retrieval', label: '数据检索', href: '/data/retrieval' },
      { key: 'product', label: '数据产品', href: '/data/product' },
      { key: 'dataCustom', label: '定制数据', href: '/data/customized' },
    ],
  },
  {
    label: '应用',
    items: [
      { key: 'food', label: '食物营养', href: '/application/food' },
      { key: 'standard', label: '标准查询', href: '/application/standard/list' },
      { key: 'vegetable', label: '蔬菜行情', href: '/application/vegetable/list' },
      { key: 'baike', label: '农业百科', href: '/application/baike' },
      { key: 'trade', label: '进出口贸易', href: '/application/trade' },
      { key: 'ast', label: '农业专题', href: '/application/ast' },
      { key: 'apps', label: '更多应用', href: '/application/list' },
    ],
  },
];

/** The route a page belongs to: its own, else that of its longest known prefix (an entity page's `${path}/${value}`). */
function routeOf(pathname: string): CleanRoute | undefined {
  let path = pathname.replace(/\.html$/i, '').replace(/\/+$/, '') || '/';
  while (path) {
    const route = ROUTE_BY_PATH.get(path);
    if (route) return route;
    path = path.slice(0, path.lastIndexOf('/'));
  }
  return undefined;
}

/** Member pages (and everything under /user/), search results and /admin carry `<meta name="robots" content="noindex">`. */
export function isNoindex(pathname: string): boolean {
  if (/^\/user(\/|$)/.test(pathname)) return true;
  const route = routeOf(pathname);
  return Boolean(route?.member || route?.noindex);
}

/** The nav item a path highlights: its route's nav key, else that of its longest known prefix. */
export function navKeyFor(pathname: string): NavKey | undefined {
  return routeOf(pathname)?.nav;
}
