/** The shape of the 农业百科 seed content (src/server/db/demo/baike/*.json): a category tree and its entries. */
import { z } from 'zod';

/** Bounds of an entry's texts, in characters (whitespace not counted for the sections). */
export const BAIKE_CONTENT_LIMITS = {
  summaryMin: 15,
  summaryMax: 160,
  sectionsMin: 3,
  sectionsMax: 6,
  textMin: 150,
  textMax: 600,
} as const;

/** The first-level files of the seed, one per top category. */
export const BAIKE_CONTENT_FILES = ['crops', 'pests', 'inputs', 'techniques', 'policy'] as const;

/** Info-box fields an entry must have, by the tree node it sits under (a crop: 学名, 主产区 …). */
export const BAIKE_INFOBOX_FIELDS: Readonly<Record<number, readonly string[]>> = {
  1: ['学名', '原产地', '主产区', '主要用途'],
  21: ['病原', '危害作物', '主要症状', '发生条件'],
  22: ['学名', '分类地位', '危害作物', '为害部位', '发生特点'],
  31: ['主要成分', '养分含量', '性质', '适用作物'],
  32: ['类别', '代表成分', '作用方式', '注意事项'],
  33: ['适用范围', '主要作用'],
  4: ['适用范围', '主要作用'],
  5: ['领域'],
};

export interface BaikeTreeNode {
  id: number;
  name: string;
  children?: BaikeTreeNode[];
}

export const baikeTreeNodeSchema: z.ZodType<BaikeTreeNode> = z.lazy(() =>
  z
    .object({
      id: z.number().int().positive(),
      name: z.string().min(1).max(20),
      children: z.array(baikeTreeNodeSchema).min(1).optional(),
    })
    .strict(),
);

export const baikeTreeSchema = z.array(baikeTreeNodeSchema).min(1);

const text = (max: number) => z.string().trim().min(1).max(max);

export const baikeLinksSchema = z
  .object({
    /** A product name of the 蔬菜行情 catalogue. */
    vegetable: text(20).optional(),
    /** A food code of 食物营养 (the vendored USDA selection). */
    food: z
      .string()
      .regex(/^\d{5}$/)
      .optional(),
    /** An HS heading or subheading of 进出口贸易. */
    trade: z
      .string()
      .regex(/^\d{4}(\d{2})?$/)
      .optional(),
    /** An indicator id of 农业专题 (数据检索). */
    indicator: z.number().int().positive().optional(),
    /** A standard number of 标准查询, with its year. */
    standard: text(40).optional(),
  })
  .strict();

export const baikeEntrySchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(60),
    title: text(30),
    aliases: z.array(text(30)),
    category: z.number().int().positive(),
    summary: z.string().trim().min(BAIKE_CONTENT_LIMITS.summaryMin).max(BAIKE_CONTENT_LIMITS.summaryMax),
    infobox: z.array(z.tuple([text(12), text(120)])).min(2),
    sections: z
      .array(z.object({ title: text(20), paragraphs: z.array(text(400)).min(1) }).strict())
      .min(BAIKE_CONTENT_LIMITS.sectionsMin)
      .max(BAIKE_CONTENT_LIMITS.sectionsMax),
    references: z.array(
      z
        .object({
          title: text(80),
          publisher: text(60).optional(),
          year: z.number().int().min(1900).optional(),
        })
        .strict(),
    ),
    related: z.array(z.string()),
    links: baikeLinksSchema,
    sourced: z.boolean(),
  })
  .strict();

export type BaikeEntrySeed = z.infer<typeof baikeEntrySchema>;

export const baikeEntriesSchema = z.array(baikeEntrySchema).min(1);

/** The characters of an entry's sections, whitespace left out (the 150–600 字 bound). */
export const sectionsLength = (entry: Pick<BaikeEntrySeed, 'sections'>): number =>
  entry.sections
    .flatMap((s) => s.paragraphs)
    .join('')
    .replace(/\s/g, '').length;

/** Each node id with the ids above it, nearest first (a leaf's path to its root). */
export function ancestorsById(tree: BaikeTreeNode[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const walk = (nodes: BaikeTreeNode[], above: number[]) => {
    for (const n of nodes) {
      out.set(n.id, above);
      walk(n.children ?? [], [n.id, ...above]);
    }
  };
  walk(tree, []);
  return out;
}

/** The info-box fields required of an entry filed under `category`. */
export function requiredInfoboxFields(category: number, ancestors: Map<number, number[]>): string[] {
  const ids = [category, ...(ancestors.get(category) ?? [])];
  return [...new Set(ids.flatMap((id) => BAIKE_INFOBOX_FIELDS[id] ?? []))];
}

/** Ids of the tree's leaves (the only categories an entry may have). */
export function leafIds(tree: BaikeTreeNode[]): Set<number> {
  const out = new Set<number>();
  const walk = (nodes: BaikeTreeNode[]) => {
    for (const n of nodes)
      if (n.children?.length) walk(n.children);
      else out.add(n.id);
  };
  walk(tree);
  return out;
}
