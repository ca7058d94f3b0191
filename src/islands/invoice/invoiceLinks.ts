/** Addresses of the invoice pages: the form for chosen orders, the list on a tab (after a request: a toast). */
import type { InvoiceTab } from '../../lib/invoice.ts';

export const INVOICE_LIST = '/user/order/invoice_list';
export const formHref = (ids: number[]): string => `/user/order/invoice_form?ids=${ids.join(',')}`;
export const listHref = (tab: InvoiceTab, submitted = false): string =>
  `${INVOICE_LIST}?tab=${tab}${submitted ? '&submitted=1' : ''}`;
