/** Orders, plans and payment channels: the names, labels and answer shapes shared by server, islands and tests. */
import { cleanHref } from '#lib/routes.ts';

export const ORDER_STATUS = {
  unpaid: 'unpaid',
  paid: 'paid',
  cancelled: 'cancelled',
  closed: 'closed',
  refunded: 'refunded',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'closed', 'refunded'] as const;

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  unpaid: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  closed: '已关闭',
  refunded: '已退款',
};

/** What can be bought: a VIP plan, a vegetable VIP plan (both plans.id), a report (articles.id), a data product. */
export const ITEM_TYPES = ['vip', 'vegetable', 'report', 'product'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const PLAN_KINDS = ['vip', 'vegetable'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const ITEM_TYPE_LABEL: Record<ItemType, string> = {
  vip: 'VIP会员',
  vegetable: '蔬菜VIP',
  report: '研究报告',
  product: '数据产品',
};

export const PAY_CHANNELS = ['wechat', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
export const PAY_CHANNEL_LABEL: Record<PayChannel, string> = { wechat: '微信支付', alipay: '支付宝' };

/** An unpaid order closes this long after it was placed (and the channels are told to close it too). */
export const ORDER_TTL_MINUTES = 30;

/** The addresses of the order pages (one place: islands, the viewer and the VIP pages link here). */
export const payHref = (id: number) => cleanHref('/user/order/payment', { id: String(id) });
export const detailHref = (id: number) => cleanHref('/user/order/detail', { id: String(id) });
export const submitHref = (id: number, type: ItemType) =>
  cleanHref('/user/order/submit_form', { id: String(id), type });
export const invoiceFormHref = (ids: number[]) =>
  cleanHref('/user/order/invoice_form', { ids: ids.join(',') });
export const INVOICE_LIST = '/user/order/invoice_list';
export const ORDER_LIST = '/user/order/list';
/** Back to the order list, as the refusals of the order pages offer it. */
export const BACK_TO_ORDERS = { href: ORDER_LIST, label: '返回我的订单' } as const;
/** A report's full text in the viewer (what buying it opens). */
export const readReportHref = (id: number) => cleanHref('/article/viewPdf', { id: String(id) });
/** The invoice list on a tab; after a request, `submitted` asks it for the toast. */
export const invoiceListHref = (tab: 'orders' | 'invoices', submitted = false): string =>
  `${INVOICE_LIST}?tab=${tab}${submitted ? '&submitted=1' : ''}`;

/** Where a paid order leads: the membership page or the item bought. */
export function orderTarget(itemType: ItemType, itemId: number): string {
  if (itemType === 'vip') return '/user/vip';
  if (itemType === 'vegetable') return '/application/vegetable/vip';
  if (itemType === 'report') return `/article/detail/${itemId}`;
  return `/product/detail/${itemId}`;
}

/** One order as getList and detail answer it. */
export interface OrderView {
  id: number;
  order_no: string;
  item_type: ItemType;
  item_id: number;
  title: string;
  /** Fen. */
  amount: number;
  days: number;
  status: OrderStatus;
  status_label: string;
  channel: PayChannel | null;
  transaction_id: string | null;
  granted_until: string | null;
  invoice_id: number | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  ended_at: string | null;
  /** Where the bought item is. */
  target: string;
}

/** A plan as the VIP pages show it. */
export interface PlanView {
  id: number;
  kind: PlanKind;
  key: string;
  name: string;
  days: number;
  /** Fen. */
  price: number;
  list_price: number;
  benefits: string[];
  recommended: boolean;
}

/** orderSubmit and createOrderForVip: the order just placed (amount in fen). */
export interface PlacedOrder {
  id: number;
  order_no: string;
  amount: number;
}

/** getOrderSubmitData: what is about to be bought, at the server's price. */
export interface OrderSubmitData {
  item_type: ItemType;
  item_id: number;
  title: string;
  summary: string;
  /** Fen, what the member will pay. */
  amount: number;
  /** Fen, the undiscounted price when the member gets a lower one (VIP price of a data product). */
  list_price: number;
  days: number;
  channels: PayChannel[];
  /** An unpaid order for the same item the member can pay instead of placing another. */
  pending_order_id: number | null;
}

/** payment/paymentWeb: the order to pay and how. `simulator`: no merchant configured, the local simulator plays the channels. */
export interface PaymentWebData {
  order: OrderView;
  channels: PayChannel[];
  simulator: boolean;
}

/** payment/getQrCode (WeChat Pay Native): the code_url to show as a QR code. */
export interface QrCodeData {
  code_url: string;
  expires_at: string;
  /** Simulator only: the page that plays the payer scanning this code. */
  simulator_url: string | null;
}

/** payment/aliPay (Alipay PC page pay): the cashier page the browser goes to. */
export interface AliPayData {
  url: string;
}

/** payment/getOrderStatus: polled by the payment page every few seconds. */
export interface OrderStatusData {
  status: OrderStatus;
  status_label: string;
  paid: boolean;
  target: string;
  /** Plans: the membership expiry the payment set. */
  granted_until: string | null;
}

const DAY_MS = 86_400_000;

/** A membership bought now runs `days` from the later of now and the current expiry (ms since epoch). */
export function renewedUntil(current: string | number | null | undefined, now: number, days: number): number {
  const ms = typeof current === 'number' ? current * 1000 : current ? Date.parse(current) : NaN;
  const from = Number.isFinite(ms) && ms > now ? ms : now;
  return from + days * DAY_MS;
}
