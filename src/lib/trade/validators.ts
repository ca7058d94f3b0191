/** The inputs of the trade calls (进出口贸易), a block per page. */
import { z } from 'zod';
import {
  blankToUndefined,
  cleanText,
  decimalPlaces,
  numberText,
  pagingSchema,
  requiredText,
  wholeIn,
} from '#lib/shared/validators.ts';
import { TRADE_DOWNLOAD_MSG, TRADE_IMPORT_MSG, TRADE_MSG } from './messages.ts';
import { MONTH_RE } from './months.ts';
import { PORT_KINDS, SUPERVISION_KINDS } from './rules.ts';
import { TRADE_CURRENCIES, TRADE_DIRECTIONS, TRADE_LIMITS, TRADE_PERIODS } from './choices.ts';

export {
  TRADE_CURRENCIES,
  TRADE_DIRECTIONS,
  TRADE_LIMITS,
  TRADE_PERIODS,
  type TradeCurrency,
  type TradeDirection,
  type TradePeriod,
} from './choices.ts';

/** An HS code of 2, 4 or 6 digits (spaces and dots as people type them are dropped: 0201.30). */
export const hsCodeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s.]/g, '') : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: TRADE_MSG.codeRequired })
    .min(1, { message: TRADE_MSG.codeRequired })
    .regex(/^(\d{2}|\d{4}|\d{6})$/, { message: TRADE_MSG.badCode }),
);

/** A partner by customs code (502), ISO alpha-2 (US) or Chinese name (美国). */
export const partnerSchema = cleanText({}, TRADE_MSG.partnerRequired)
  .min(1, { message: TRADE_MSG.partnerRequired })
  .max(20, { message: TRADE_MSG.unknownPartner });

export const monthSchema = z
  .string({ error: TRADE_MSG.badMonth })
  .trim()
  .regex(MONTH_RE, { message: TRADE_MSG.badMonth });
const optionalMonth = z.preprocess(blankToUndefined, monthSchema.optional());

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string, fallback: T[number]) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).default(fallback));

const currency = choice(TRADE_CURRENCIES, TRADE_MSG.badCurrency, 'usd');
const period = choice(TRADE_PERIODS, TRADE_MSG.badPeriod, 'month');
const limit = z.preprocess(
  blankToUndefined,
  wholeIn(1, TRADE_LIMITS.maxRank, TRADE_MSG.badLimit).default(TRADE_LIMITS.defaultRank),
);

// --- Home (getNewestMonthData, getNewestYearData) and directory (getTopClass) ---

export const tradeOverviewSchema = z.object({ currency, limit });
export const tradeTopClassSchema = z.object({ currency });

// --- Directory (getProductCateList, search) ---

export const tradeCateListSchema = z.object({
  code: z.preprocess(blankToUndefined, hsCodeSchema.optional()),
});

/** The site's pager (page, pageSize) with the keyword. */
export const tradeSearchSchema = pagingSchema.extend({
  keyword: cleanText({}, TRADE_MSG.keywordRequired)
    .min(1, { message: TRADE_MSG.keywordRequired })
    .max(TRADE_LIMITS.keyword, { message: TRADE_MSG.keywordTooLong }),
});

// --- Product page (getProductSeries, getOriginList, getTaxRate, getSupervisePlaceList, getPermitOriginList) ---

export const tradeCodeSchema = z.object({ code: hsCodeSchema });

export const tradeSeriesSchema = z.object({
  code: hsCodeSchema,
  currency,
  period,
  from: optionalMonth,
  to: optionalMonth,
  /** Only the flows with this partner. */
  partner: z.preprocess(blankToUndefined, partnerSchema.optional()),
});

export const tradeOriginListSchema = z.object({
  code: hsCodeSchema,
  direction: choice(TRADE_DIRECTIONS, TRADE_MSG.badDirection, 'import'),
  month: optionalMonth,
  period,
  currency,
  limit,
});

export const tradeSupervisePlaceSchema = z.object({
  kind: z.preprocess(blankToUndefined, cleanText().max(12, { message: TRADE_MSG.badKind }).optional()),
  code: z.preprocess(blankToUndefined, hsCodeSchema.optional()),
});

export const tradePortListSchema = z.object({
  kind: z.preprocess(blankToUndefined, cleanText().max(4, { message: TRADE_MSG.badKind }).optional()),
  province: z.preprocess(blankToUndefined, cleanText().max(12, { message: TRADE_MSG.badKind }).optional()),
});

export const tradePermitProductListSchema = z.object({
  group: z.preprocess(blankToUndefined, cleanText().max(8, { message: TRADE_MSG.badKind }).optional()),
});

export const tradePermitOriginSchema = z.object({
  product: z.preprocess(
    blankToUndefined,
    cleanText().max(12, { message: TRADE_MSG.unknownProduct }).optional(),
  ),
  code: z.preprocess(blankToUndefined, hsCodeSchema.optional()),
});

// --- Country page (getProductByOrigin, getExportByOrigin, getPermitProductListByOrigin, getCountryList) ---

export const tradeCountryListSchema = z.object({
  continent: z.preprocess(blankToUndefined, cleanText().max(8, { message: TRADE_MSG.badKind }).optional()),
});

export const tradePartnerSchema = z.object({ partner: partnerSchema });

export const tradeByOriginSchema = z.object({
  partner: partnerSchema,
  month: optionalMonth,
  period,
  currency,
  limit,
});

export const tradeCountrySeriesSchema = z.object({
  partner: partnerSchema,
  currency,
  from: optionalMonth,
  to: optionalMonth,
});

// --- Downloads (GET /api/trade/download): the table's name and format, then that table's own call's input ---

export const TRADE_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type TradeDownloadFormat = (typeof TRADE_DOWNLOAD_FORMATS)[number];

const downloadFormat = z.preprocess(
  blankToUndefined,
  z.enum(TRADE_DOWNLOAD_FORMATS, { error: TRADE_DOWNLOAD_MSG.badFormat }).default('csv'),
);
const branch = { format: downloadFormat };

export const tradeDownloadSchema = z.discriminatedUnion(
  'table',
  [
    tradeSeriesSchema.extend({ table: z.literal('productSeries'), ...branch }),
    tradeOriginListSchema.extend({ table: z.literal('originList'), ...branch }),
    tradeByOriginSchema.extend({ table: z.literal('productByOrigin'), ...branch }),
    tradeByOriginSchema.extend({ table: z.literal('exportByOrigin'), ...branch }),
    tradeCountrySeriesSchema.extend({ table: z.literal('countrySeries'), ...branch }),
    tradeCodeSchema.extend({ table: z.literal('taxRates'), ...branch }),
    tradePermitOriginSchema.extend({ table: z.literal('permitOrigins'), ...branch }),
    tradeTopClassSchema.extend({ table: z.literal('topClass'), ...branch }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? TRADE_DOWNLOAD_MSG.badTable : undefined) },
);
export type TradeDownloadInput = z.infer<typeof tradeDownloadSchema>;

// --- Imports (flows, tariff rates) ---

const wholeAmount = z.preprocess(
  numberText,
  z
    .number({ error: TRADE_IMPORT_MSG.valueInvalid })
    .int({ message: TRADE_IMPORT_MSG.valueInvalid })
    .min(0, { message: TRADE_IMPORT_MSG.valueInvalid })
    .max(1e14, { message: TRADE_IMPORT_MSG.valueInvalid }),
);

export const tradeFlowImportRowSchema = z.object({
  month: monthSchema,
  code: hsCodeSchema.refine((c) => c.length === 6, { message: TRADE_IMPORT_MSG.notSixDigits }),
  partner: partnerSchema,
  direction: z.preprocess(
    (v) => (v === '进口' ? 'import' : v === '出口' ? 'export' : v),
    z.enum(TRADE_DIRECTIONS, { error: TRADE_MSG.badDirection }),
  ),
  value_usd: wholeAmount,
  value_rmb: z.preprocess(blankToUndefined, wholeAmount.optional()),
  quantity: z.preprocess(
    numberText,
    z
      .number({ error: TRADE_IMPORT_MSG.quantityInvalid })
      .min(0, { message: TRADE_IMPORT_MSG.quantityInvalid })
      .max(1e14, { message: TRADE_IMPORT_MSG.quantityInvalid })
      .refine(decimalPlaces(1), {
        message: TRADE_IMPORT_MSG.quantityInvalid,
      })
      .optional(),
  ),
  unit: z.preprocess(
    blankToUndefined,
    cleanText().max(6, { message: TRADE_IMPORT_MSG.unitTooLong }).optional().default('千克'),
  ),
});
export type TradeFlowImportRow = z.infer<typeof tradeFlowImportRowSchema>;

/** Tariff kinds as files name them (最惠国, 普通, 暂定, 协定) or as the API does. */
const TARIFF_KIND_NAMES: Record<string, string> = {
  最惠国: 'mfn',
  普通: 'general',
  暂定: 'provisional',
  协定: 'agreement',
};
export const TRADE_TARIFF_KINDS = ['mfn', 'general', 'provisional', 'agreement'] as const;

export const tradeTariffImportRowSchema = z
  .object({
    code: hsCodeSchema.refine((c) => c.length === 6, { message: TRADE_IMPORT_MSG.notSixDigits }),
    kind: z.preprocess(
      (v) => (typeof v === 'string' ? (TARIFF_KIND_NAMES[v.trim().replace(/税率$/, '')] ?? v.trim()) : v),
      z.enum(TRADE_TARIFF_KINDS, { error: TRADE_IMPORT_MSG.kindInvalid }),
    ),
    agreement: z.preprocess(blankToUndefined, cleanText().max(40).optional().default('')),
    rate: z.preprocess(
      (v) => (typeof v === 'string' ? numberText(v.replace(/%$/, '')) : v),
      z
        .number({ error: TRADE_IMPORT_MSG.rateRequired })
        .min(0, { message: TRADE_IMPORT_MSG.rateInvalid })
        .max(1000, { message: TRADE_IMPORT_MSG.rateInvalid })
        .refine(decimalPlaces(2), {
          message: TRADE_IMPORT_MSG.rateInvalid,
        }),
    ),
    source: z.preprocess(blankToUndefined, cleanText().max(100).optional().default('')),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'agreement' && !r.agreement)
      ctx.addIssue({ code: 'custom', path: ['agreement'], message: TRADE_IMPORT_MSG.agreementRequired });
    if (r.kind !== 'agreement' && r.agreement)
      ctx.addIssue({ code: 'custom', path: ['agreement'], message: TRADE_IMPORT_MSG.agreementForbidden });
  });
export type TradeTariffImportRow = z.infer<typeof tradeTariffImportRowSchema>;

export const tradePermitImportRowSchema = z.object({
  group: cleanText({}, TRADE_IMPORT_MSG.groupRequired)
    .min(1, { message: TRADE_IMPORT_MSG.groupRequired })
    .max(8, { message: TRADE_IMPORT_MSG.groupTooLong }),
  product: cleanText({}, TRADE_IMPORT_MSG.productRequired)
    .min(1, { message: TRADE_IMPORT_MSG.productRequired })
    .max(12, { message: TRADE_IMPORT_MSG.productTooLong }),
  partner: partnerSchema,
  note: z.preprocess(
    blankToUndefined,
    cleanText().max(100, { message: TRADE_IMPORT_MSG.noteTooLong }).optional().default(''),
  ),
});
export type TradePermitImportRow = z.infer<typeof tradePermitImportRowSchema>;

const oneOfText = (values: readonly string[], message: string) =>
  cleanText({}, message).refine((v) => values.includes(v), { message });

/** A port of entry: name, its customs district, province and kind (水运, 航空, 陆路, 铁路). */
export const tradePortImportRowSchema = z.object({
  name: requiredText(TRADE_IMPORT_MSG.portNameRequired, 40, '口岸名称'),
  customs: requiredText(TRADE_IMPORT_MSG.customsRequired, 20, '所属海关'),
  province: requiredText(TRADE_IMPORT_MSG.provinceRequired, 12, '省份'),
  kind: oneOfText(PORT_KINDS, TRADE_IMPORT_MSG.badPortKind(PORT_KINDS)),
});
export type TradePortImportRow = z.infer<typeof tradePortImportRowSchema>;

/** A designated supervision place (指定监管场地): name, kind (进境肉类 …), the port it is at, province. */
export const tradePlaceImportRowSchema = z.object({
  name: requiredText(TRADE_IMPORT_MSG.placeNameRequired, 60, '场地名称'),
  kind: oneOfText(SUPERVISION_KINDS, TRADE_IMPORT_MSG.badPlaceKind(SUPERVISION_KINDS)),
  port: requiredText(TRADE_IMPORT_MSG.placePortRequired, 40, '口岸名称'),
  province: requiredText(TRADE_IMPORT_MSG.provinceRequired, 12, '省份'),
});
export type TradePlaceImportRow = z.infer<typeof tradePlaceImportRowSchema>;
