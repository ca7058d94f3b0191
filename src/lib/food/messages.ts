/** Every Chinese text the food family answers and shows (食物营养). */
import { FOOD_COMPARE_MAX } from './limits.ts';
import { USDA_SOURCE } from './nutrients.ts';

export const FOOD_MSG = {
  unknownFood: '没有找到该食物',
  unknownCategory: '没有找到该食物分类',
  categoryRequired: '请选择食物分类',
  badCode: '食物编码应为 5–8 位数字',
  badSort: '不支持按该营养素排序',
  badOrder: '排序方式只能是升序或降序',
  keywordRequired: '请输入食物名称、别名或拼音',
  keywordTooLong: '关键词最多 20 个字',
  compareCount: '请选择 2–4 种食物进行对比',
  compareDuplicate: '对比的食物不能重复',
  compareUnknown: (codes: string[]) => `没有找到编码为 ${codes.join('、')} 的食物`,
  basketAdded: (name: string, n: number) => `已将${name}加入对比（${n}/${FOOD_COMPARE_MAX}）`,
  basketRemoved: (name: string) => `已将${name}移出对比`,
  basketFull: `对比栏最多放 ${FOOD_COMPARE_MAX} 种食物，请先移出一种`,
  basketCleared: '已清空对比栏',
  basketHint: (n: number) => (n < 2 ? '再选 1 种即可对比' : `可开始对比，最多 ${FOOD_COMPARE_MAX} 种`),
  noPrice: '蔬菜行情暂无该蔬菜的价格',
  notVegetable: '该食物不是蔬菜行情中的品种',
  missing: '—',
  source: (code: string) => `数据来源：美国农业部 ${USDA_SOURCE}（SR28），食物编码（NDB）${code}`,
  /** A food an editor imported from another source. */
  otherSource: (source: string, code: string) => `数据来源：${source}，食物编码 ${code}`,
  per100g: '每100克可食部',
  kjNote: '千焦（kJ）= 千卡（kcal）× 4.184，四舍五入',
  nrvNote: 'NRV%：营养素参考值百分比，按 GB 28050-2011《预包装食品营养标签通则》计算',
  vitaminANote: '维生素A为USDA的视黄醇活性当量（RAE），GB 28050 的参考值以视黄醇当量（RE）计',
  missingNote: '“—”表示数据源未测定该营养素，不代表含量为零',
  priceNote: '价格为蔬菜行情最新一日全国均价，已按可食部比例折算',
} as const;

/** The food import (/admin → 数据导入 → 食物营养). */
export const FOOD_IMPORT_MSG = {
  codeRequired: '请填写食物编码',
  nameRequired: '请填写食物名称',
  categoryRequired: '请填写二级分类编号',
  categoryUnknown: (id: number) => `分类编号 ${id} 不是二级分类`,
  nutrientInvalid: (name: string) => `${name}应为不小于 0 的数字，未测定请留空`,
  refuseInvalid: '废弃率应为不小于 0、小于 100 的数字',
} as const;
