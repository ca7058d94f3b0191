/** The custom data / custom report request (enterprise/addCustomOrder) without zod: kinds, limits, email rule. */

export const CUSTOM_ORDER_KIND = { data: 'data', report: 'report' } as const;
export type CustomOrderKind = (typeof CUSTOM_ORDER_KIND)[keyof typeof CUSTOM_ORDER_KIND];

/** Field lengths shared by the form (maxLength) and the server schema. */
export const CUSTOM_ORDER_LIMITS = {
  company: 100,
  contact: 50,
  email: 100,
  requirement: 2000,
  budget: 50,
} as const;

/** Email shape, the one zod checks on the server (its default email pattern). */
export const EMAIL_RE =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmail = (value: string): boolean => EMAIL_RE.test(value.trim());

/** One request as the editors' list (/api/admin/customOrder/list) answers it. */
export interface CustomOrderRow {
  id: number;
  kind: string;
  company: string;
  contact: string;
  mobile: string;
  email: string | null;
  requirement: string;
  budget: string | null;
  status: string;
  uid: number | null;
  created_at: string;
}
