/** The viewer's pure logic: what viewPdf answers, the access banner per reason, zoom steps, page clamping. */
import { FILE_MSG } from '#lib/content/messages.ts';
import type { PdfView, ReadReason } from '#lib/content/files.ts';
import { orderTarget, submitHref } from '#lib/commerce/orders.ts';

/** `?fid=` (file id, as the legacy route carries it) or `?id=` (the report's article id). */
export function docRef(search: string): { fid: number } | { id: number } | null {
  const q = new URLSearchParams(search);
  const fid = Number(q.get('fid'));
  if (Number.isInteger(fid) && fid > 0) return { fid };
  const id = Number(q.get('id'));
  return Number.isInteger(id) && id > 0 ? { id } : null;
}

export interface BannerText {
  title: string;
  detail: string;
}

/** What unlocks the rest of the document, in the words the readers see. */
export function bannerFor(reason: ReadReason, shown: number, total: number): BannerText {
  const detail = `当前为试读内容（前 ${shown} 页，共 ${total} 页）`;
  if (reason === 'vip') return { title: FILE_MSG.vipToRead, detail: `${detail}，本报告为VIP会员专享。` };
  if (reason === 'buy')
    return { title: FILE_MSG.buyToRead, detail: `${detail}，购买本报告或开通VIP后可阅读全文。` };
  return { title: FILE_MSG.loginToRead, detail: `${detail}，登录后即可查看可阅读的全部内容。` };
}

export const ZOOM = { min: 0.5, max: 3, step: 0.25 } as const;

export const clampZoom = (z: number): number =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(z * 100) / 100));

export const clampPage = (n: number, pages: number): number =>
  Math.min(Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1), Math.max(1, pages));

/** Where the viewer leads back to (report, product, the periodicals), and where the file can be bought (priced reports and data product files). */
export interface ViewLinks {
  detail: string | null;
  detailLabel: string;
  buy: string | null;
  /** The section the file belongs to, for the breadcrumb: a report's, a data product's or the periodicals'. */
  section: { label: string; href: string } | null;
}

export function viewLinks(view: PdfView): ViewLinks {
  if (view.article_id) {
    const buy = view.reason === 'buy' ? submitHref(view.article_id, 'report') : null;
    const section = { label: '研究报告', href: '/report/list' };
    return { detail: orderTarget('report', view.article_id), detailLabel: '返回报告详情', buy, section };
  }
  if (view.product_id) {
    const buy =
      view.reason === 'buy' && view.owner === 'product' ? submitHref(view.product_id, 'product') : null;
    const section = { label: '数据产品', href: '/data/product' };
    return { detail: orderTarget('product', view.product_id), detailLabel: '返回数据产品', buy, section };
  }
  if (view.owner === 'periodical') {
    const section = { label: '期刊', href: '/reference/periodical' };
    return { detail: '/reference/periodical', detailLabel: '返回期刊', buy: null, section };
  }
  return { detail: null, detailLabel: '', buy: null, section: null };
}

/** The same file, sent as a download (full mode only: the server never sends a preview as one). */
export const downloadHref = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}dl=1`;
