/** The vegetable family's input rules (zod, Chinese messages). Features add their own section below. */
import { z } from 'zod';
import {
  blankToUndefined,
  cleanText,
  flag,
  idSchema,
  mobileSchema,
  optionalId,
  pagingSchema,
  requiredText,
  wholeIn,
} from '../shared/validators.ts';
import { MSG } from '../shared/messages.ts';
import { VEG_SUPPLY_MSG } from './messages.ts';
import {
  CITY_CODE_RE,
  isAmount,
  isIsoDate,
  SUPPLY_KINDS,
  SUPPLY_LIMITS,
  SUPPLY_OWNER_STATUSES,
  SUPPLY_UNITS,
} from './supplyDemand.ts';

// ─── 供求信息 (supply and demand posts) ───────────────────────────────────────────────────────────────────────

/** Numbers arrive as JSON numbers or form text ('3.5'). */
const decimalText = (v: unknown) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

const amount = (max: number, message: string) =>
  z.preprocess(
    decimalText,
    z.number({ error: message }).refine((n) => isAmount(n, max), { message }),
  );

const supplyKind = z.enum(SUPPLY_KINDS, { error: VEG_SUPPLY_MSG.kind });
const optionalKind = z.preprocess(blankToUndefined, supplyKind.optional());
const cityCode = z
  .string({ error: VEG_SUPPLY_MSG.city })
  .trim()
  .regex(CITY_CODE_RE, { message: VEG_SUPPLY_MSG.city });
const optionalCity = z.preprocess(blankToUndefined, cityCode.optional());

/** The filters the lists share: kind, city, product. */
const supplyFilters = {
  kind: optionalKind,
  city: optionalCity,
  product_id: optionalId,
};

/** getSupplyDemandCityList: cities with open posts, counted under the other filters. */
export const supplyDemandCitySchema = z.object(supplyFilters);

/** getSupplyDemandNameList: products with open posts; `all` every product of the catalogue (the form's choice). */
export const supplyDemandNameSchema = z.object({
  ...supplyFilters,
  all: z.preprocess(blankToUndefined, flag.optional()),
});

/** getSupplyDemandList: the open posts, newest first; `mine` the caller's own, closed and hidden too. */
export const supplyDemandListSchema = pagingSchema.extend({
  ...supplyFilters,
  mine: z.preprocess(blankToUndefined, flag.optional()),
});
export type SupplyDemandListInput = z.infer<typeof supplyDemandListSchema>;

/** supplyDemandAdd: every field of a post; the date's range and the city's existence are checked by the service. */
export const supplyDemandAddSchema = z.object({
  kind: supplyKind,
  product_id: wholeIn(1, 2_147_483_647, VEG_SUPPLY_MSG.product),
  quantity: amount(SUPPLY_LIMITS.quantityMax, VEG_SUPPLY_MSG.quantity),
  unit: z.enum(SUPPLY_UNITS, { error: VEG_SUPPLY_MSG.unit }),
  /** Absent, null or '' is 面议. */
  price: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    amount(SUPPLY_LIMITS.priceMax, VEG_SUPPLY_MSG.price).nullable(),
  ),
  city: cityCode,
  contact_name: requiredText(VEG_SUPPLY_MSG.contactName, SUPPLY_LIMITS.contactName, '联系人姓名'),
  contact_phone: mobileSchema,
  valid_until: z
    .string({ error: VEG_SUPPLY_MSG.validUntil })
    .trim()
    .refine(isIsoDate, { message: VEG_SUPPLY_MSG.validUntil }),
  description: cleanText({ multiline: true })
    .max(SUPPLY_LIMITS.description, { message: MSG.tooLong('补充说明', SUPPLY_LIMITS.description) })
    .optional()
    .default(''),
});
export type SupplyDemandAddInput = z.infer<typeof supplyDemandAddSchema>;

/** supplyDemandStatusChange: the owner closes ('closed') or reopens ('open') a post. */
export const supplyDemandStatusSchema = z.object({
  id: idSchema,
  status: z.enum(SUPPLY_OWNER_STATUSES, { error: VEG_SUPPLY_MSG.status }),
});

/** /api/admin/supplyDemand/list: every post, newest first; `hidden` only the hidden ones (or only the shown). */
export const supplyDemandAdminListSchema = pagingSchema.extend({
  kind: optionalKind,
  hidden: z.preprocess(blankToUndefined, flag.optional()),
});

/** /api/admin/supplyDemand/hide: hide (true) or show again (false). */
export const supplyDemandHideSchema = z.object({ id: idSchema, hidden: flag });
