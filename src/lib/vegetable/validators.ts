/** zod rules of the vegetable calls (蔬菜行情). Features add their own block below. */
import { z } from 'zod';
import { cleanText } from '../shared/validators.ts';
import { VEG_RANGES } from './access.ts';
import { VEG_DETAIL_MSG } from './messages.ts';

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
