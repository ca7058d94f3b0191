/** The inputs of 农业专题's calls (/api/ast/*) and the rows of its topic import. */
import { z } from 'zod';
import { cleanText, wholeIn } from '#lib/shared/validators.ts';
import { AST_IMPORT_MSG, AST_MSG } from './messages.ts';

const topic = wholeIn(1, 2_147_483_647, AST_MSG.badTopic);
const year = z
  .string({ error: AST_MSG.badYear })
  .trim()
  .regex(/^\d{4}$/, { message: AST_MSG.badYear });
const province = z
  .string({ error: AST_MSG.badProvince })
  .trim()
  .regex(/^\d{6}$/, { message: AST_MSG.badProvince });

export const astCategorySchema = z.object({});
/** A topic and a year (the newest held when left out). */
export const astNationwideSchema = z.object({ topic, year: year.optional() });
export const astSeriesSchema = z.object({ topic });
export const astProvinceSchema = z.object({ topic, province, year: year.optional() });

/** A row of the topic import: 分类, 专题, 指标 (名称或编号), 说明, 排序, 发布. */
export const astTopicImportRowSchema = z.object({
  category: cleanText({}, AST_IMPORT_MSG.categoryRequired)
    .min(1, { message: AST_IMPORT_MSG.categoryRequired })
    .max(20, { message: AST_IMPORT_MSG.categoryRequired }),
  name: cleanText({}, AST_IMPORT_MSG.nameRequired)
    .min(1, { message: AST_IMPORT_MSG.nameRequired })
    .max(40, { message: AST_IMPORT_MSG.nameRequired }),
  indicator: cleanText({}, AST_IMPORT_MSG.indicatorRequired)
    .min(1, { message: AST_IMPORT_MSG.indicatorRequired })
    .max(60, { message: AST_IMPORT_MSG.indicatorRequired }),
  description: z.preprocess((v) => v ?? '', cleanText().max(200)),
  sort: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    wholeIn(0, 9999, AST_IMPORT_MSG.sortInvalid),
  ),
  published: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? '是' : typeof v === 'string' ? v.trim() : v),
    z.enum(['是', '否'], { error: AST_IMPORT_MSG.publishedInvalid }).transform((v) => v === '是'),
  ),
});
export type AstTopicImportRow = z.infer<typeof astTopicImportRowSchema>;
