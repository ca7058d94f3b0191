/**
 * The `token` cookie signs in only the file downloads a browser opens itself (a link, a new tab, a download), where
 * no script can add the `token` header. Every call, and anything that changes a row, needs the header, so a
 * cross-site page cannot act for a member through the cookie.
 */

/** The GET addresses that answer a file to the member who opens them. */
export const COOKIE_FILES: ReadonlySet<string> = new Set([
  // A bought report's PDF: the viewer's 下载 link (the viewer itself sends the header).
  '/api/file/stream',
  // 查看发票: the member's issued invoice, opened in a new tab.
  '/api/order/invoiceFile',
  // 查看发票 in /admin: the editor's copy.
  '/api/admin/invoice/file',
  // 下载模板 in /admin: a data family's import template.
  '/api/admin/import/template',
  // 下载CSV / 下载Excel on a vegetable product's page: the VIP's series.
  '/api/vegetable/downloadSeries',
  // 下载 CSV / 下载 Excel under a trade table: the member's file.
  '/api/trade/download',
]);

/**
 * The same for signed links whose last segment is the token, each bound to its member: 数据检索's 导出Excel link and
 * 导出我的数据's download.
 */
export const COOKIE_FILE_PREFIXES: readonly string[] = ['/api/industry/export/', '/api/user/dataExport/'];

export const cookieSignsIn = (method: string, path: string): boolean =>
  (method === 'GET' || method === 'HEAD') &&
  (COOKIE_FILES.has(path) || COOKIE_FILE_PREFIXES.some((p) => path.startsWith(p)));
