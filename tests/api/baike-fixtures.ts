/** Shared by the 百科 version tests: a valid draft and a way to publish one through the real calls. */
import type { Caller } from './support.ts';

/** A leaf of the tree (作物 › 粮食作物 › 谷类作物) and a node above leaves (粮食作物). */
export const LEAF = 1101;
export const BRANCH = 11;

export const BODY =
  '<h2>形态特征</h2><p>一年生草本植物，秆直立，丛生，株高六十至一百厘米。叶片长披针形，穗状花序直立，小穗含三至九朵小花。</p>' +
  '<h2>栽培技术</h2><p><span style="font-size:18px">适期播种</span>，合理密植，科学施肥，注意防治病虫害。</p>';

export const draft = (over: Record<string, unknown> = {}) => ({
  title: '测试麦',
  qualifier: '',
  aliases: ['试验麦'],
  category_id: LEAF,
  summary: '测试用的一种禾本科粮食作物词条摘要。',
  infobox: [
    ['学名', 'Triticum testum'],
    ['主产区', '黄淮海平原'],
  ],
  content_html: BODY,
  references: [{ title: '中国作物志', publisher: '农业出版社', year: 2001 }],
  note: '新建词条',
  ...over,
});

/** A member writes, submits, an editor approves: the entry id and version id. */
export async function publishedEntry(
  author: Caller,
  editor: Caller,
  over: Record<string, unknown> = {},
): Promise<{ entry: number; version: number }> {
  const saved = await author('/api/baike/saveMyBaike', { ...draft(over), submit: true });
  if (saved.json.code !== 1) throw new Error(`save: ${saved.json.msg}`);
  const { id, revision } = saved.json.data;
  const ok = await editor('/api/admin/baike/approve', { id, revision });
  if (ok.json.code !== 1) throw new Error(`approve: ${ok.json.msg}`);
  return { entry: saved.json.data.entry_id, version: saved.json.data.id };
}
