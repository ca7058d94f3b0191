/**
 * What the 进出口贸易 demo generates: the 6-digit codes that matter in China's agricultural trade, their direction,
 * customs unit, a believable unit value (USD per unit), a yearly trend and the partners with their yearly value
 * (USD millions, of the order of the real trade) and season. Importing partners of a permitted-origin product are
 * on the permitted-origins list (tests/unit/trade-demo.test.ts checks it).
 */

/** Monthly weights, January first (the generator scales them to a mean of 1). */
export const SEASONS = {
  flat: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  /** Brazil's soybean harvest ships March to July. */
  brazilSoy: [0.3, 0.5, 1.3, 1.8, 2, 1.8, 1.5, 1, 0.6, 0.5, 0.4, 0.3],
  /** The US crop ships October to January. */
  usHarvest: [1.8, 1.2, 0.6, 0.3, 0.2, 0.15, 0.15, 0.2, 0.4, 1.6, 2.7, 2.6],
  argentina: [0.2, 0.2, 0.4, 1.2, 2, 2.2, 2, 1.5, 1, 0.6, 0.4, 0.3],
  /** Chile's cherries, November to February (Chinese New Year). */
  chileCherry: [3.5, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1.5, 4.6],
  northCherry: [0, 0, 0, 0, 0, 2, 4, 4, 1, 0, 0, 0],
  southSummer: [3, 1.5, 0.5, 0, 0, 0, 0, 0, 0, 0, 1.5, 3.5],
  thaiDurian: [0.3, 0.4, 0.9, 1.8, 2.5, 2.2, 1.6, 0.9, 0.5, 0.4, 0.3, 0.2],
  vietDurian: [0.6, 0.5, 0.6, 0.8, 1, 1.4, 1.6, 1.7, 1.5, 1.1, 0.7, 0.5],
  chileGrape: [2.2, 3, 3, 2, 0.6, 0, 0, 0, 0, 0, 0.2, 1],
  peruGrape: [3, 2.5, 1.2, 0.3, 0, 0, 0, 0, 0, 0.5, 2, 2.5],
  ausGrape: [0.5, 2, 3, 3, 2, 0.5, 0, 0, 0, 0, 0, 0],
  usAutumn: [0.5, 0.2, 0, 0, 0, 0, 0, 1.5, 3, 3, 2.5, 1.3],
  nzKiwi: [0, 0, 0, 0.5, 2, 2.5, 2.5, 2, 1.5, 1, 0, 0],
  europeWinter: [2.5, 2.5, 2, 1, 0, 0, 0, 0, 0, 0, 1.5, 2.5],
  /** Southern citrus, June to October. */
  southCitrus: [0, 0, 0, 0, 0.5, 2, 2.5, 2.5, 2.5, 1.5, 0.5, 0],
  egyptCitrus: [2.5, 2.5, 2.5, 2, 1.5, 0.5, 0, 0, 0, 0, 0.5, 1.5],
  /** New Zealand's dairy season ships October to March. */
  nzDairy: [1.3, 1.2, 1.2, 1, 0.9, 0.7, 0.6, 0.7, 0.9, 1.1, 1.2, 1.2],
  /** Meat for the New Year, less in February. */
  newYear: [1.2, 0.8, 0.9, 1, 1, 1, 0.9, 0.9, 1, 1, 1.1, 1.2],
  /** Australia's winter crops ship December to May. */
  ausCrop: [1.6, 1.5, 1.4, 1.3, 1.1, 0.8, 0.6, 0.5, 0.5, 0.6, 0.9, 1.5],
  brazilCorn: [1.5, 0.8, 0.3, 0.1, 0.1, 0.2, 0.8, 1.6, 2, 2, 1.6, 1.5],
  blackSea: [1.3, 1.2, 1.1, 1, 0.8, 0.6, 0.5, 0.7, 1, 1.2, 1.3, 1.3],
  /** Exports that slow down over the Spring Festival. */
  springDip: [1, 0.7, 1, 1, 0.95, 1.05, 1.1, 1.1, 1, 1, 1.05, 1.05],
  /** Apples and pears: the new crop ships September to January. */
  autumnCrop: [1.3, 0.9, 0.9, 0.8, 0.7, 0.6, 0.6, 0.7, 1, 1.3, 1.6, 1.6],
  /** Citrus from southern China, October to March. */
  winterCitrus: [2, 1.6, 1.2, 0.6, 0.2, 0.1, 0.1, 0.1, 0.3, 1.3, 2.2, 2.3],
  /** Tea: the spring pick ships from April. */
  tea: [0.8, 0.6, 0.8, 1, 1.2, 1.2, 1.1, 1.1, 1.1, 1, 1, 1.1],
} as const satisfies Record<string, readonly number[]>;
export type Season = keyof typeof SEASONS;

export type TradeUnit = '千克' | '头' | '升';

/** A partner: ISO alpha-2, yearly value in USD millions at the start of the window, and its season if its own. */
export type DemoPartner = readonly [iso2: string, usdMillions: number, season?: Season];

export interface DemoFlowSpec {
  hs6: string;
  direction: 'import' | 'export';
  unit: TradeUnit;
  /** USD per unit (per 千克, 头 or 升). */
  unitValue: number;
  /** Yearly change of the value, e.g. 0.05 for +5 % a year. */
  growth: number;
  season: Season;
  partners: readonly DemoPartner[];
  /** The permitted-origins product (permitted-origins.csv) whose list the importing partners come from. */
  permit?: string;
}

const imp = (
  hs6: string,
  unitValue: number,
  growth: number,
  season: Season,
  partners: DemoPartner[],
  permit?: string,
  unit: TradeUnit = '千克',
): DemoFlowSpec => ({ hs6, direction: 'import', unit, unitValue, growth, season, partners, permit });

const exp = (
  hs6: string,
  unitValue: number,
  growth: number,
  season: Season,
  partners: DemoPartner[],
  unit: TradeUnit = '千克',
): DemoFlowSpec => ({ hs6, direction: 'export', unit, unitValue, growth, season, partners });

export const TRADE_DEMO_FLOWS: readonly DemoFlowSpec[] = [
  // Grains and oilseeds
  imp(
    '120190',
    0.52,
    0.01,
    'flat',
    [
      ['BR', 38000, 'brazilSoy'],
      ['US', 14000, 'usHarvest'],
      ['AR', 1500, 'argentina'],
      ['UY', 800, 'brazilSoy'],
      ['CA', 500, 'usHarvest'],
      ['RU', 450],
    ],
    '大豆',
  ),
  imp(
    '100590',
    0.29,
    -0.18,
    'flat',
    [
      ['US', 2500, 'usHarvest'],
      ['BR', 2000, 'brazilCorn'],
      ['UA', 1500, 'blackSea'],
      ['AR', 120, 'argentina'],
    ],
    '玉米',
  ),
  imp(
    '100199',
    0.33,
    -0.05,
    'flat',
    [
      ['AU', 2000, 'ausCrop'],
      ['CA', 1200],
      ['US', 800, 'usHarvest'],
      ['FR', 600, 'blackSea'],
      ['KZ', 100],
      ['RU', 60, 'blackSea'],
    ],
    '小麦',
  ),
  imp(
    '100390',
    0.29,
    0.08,
    'flat',
    [
      ['AU', 1500, 'ausCrop'],
      ['FR', 900, 'blackSea'],
      ['CA', 600],
    ],
    '大麦',
  ),
  imp(
    '100790',
    0.3,
    0.04,
    'flat',
    [
      ['US', 1500, 'usHarvest'],
      ['AU', 400, 'ausCrop'],
      ['AR', 200, 'argentina'],
    ],
    '高粱',
  ),
  imp('230400', 0.45, 0.05, 'argentina', [['AR', 100]], '豆粕'),
  imp('120510', 0.6, -0.03, 'usHarvest', [
    ['CA', 3000],
    ['AU', 200, 'ausCrop'],
  ]),
  imp('151190', 0.95, 0.02, 'flat', [
    ['ID', 1800],
    ['MY', 1200],
  ]),
  imp('151419', 1.1, 0.06, 'flat', [
    ['CA', 800],
    ['RU', 600],
  ]),
  imp('100630', 0.55, -0.08, 'flat', [
    ['VN', 500],
    ['TH', 300],
    ['PK', 300],
    ['MM', 200],
  ]),
  exp('100630', 0.5, 0.04, 'flat', [
    ['KR', 100],
    ['CI', 200],
    ['EG', 100],
  ]),
  imp('170199', 0.48, 0.03, 'brazilSoy', [
    ['BR', 1000],
    ['TH', 100, 'flat'],
  ]),
  // Meat
  imp(
    '020329',
    2.3,
    -0.1,
    'newYear',
    [
      ['ES', 1100],
      ['BR', 600],
      ['US', 300],
      ['DK', 250],
      ['NL', 250],
      ['CA', 200],
      ['CL', 150],
      ['MX', 100],
    ],
    '猪肉',
  ),
  imp(
    '020322',
    2,
    -0.08,
    'newYear',
    [
      ['ES', 200],
      ['DK', 100],
      ['NL', 80],
    ],
    '猪肉',
  ),
  imp(
    '020649',
    2.1,
    -0.04,
    'newYear',
    [
      ['ES', 500],
      ['US', 350],
      ['DK', 200],
      ['NL', 200],
      ['CA', 100],
    ],
    '猪肉',
  ),
  imp(
    '020230',
    5.2,
    0.04,
    'newYear',
    [
      ['BR', 4500],
      ['AR', 2200],
      ['AU', 1000],
      ['UY', 1000],
      ['NZ', 800],
      ['US', 500],
      ['CA', 100],
    ],
    '牛肉',
  ),
  imp(
    '020220',
    4,
    0.02,
    'newYear',
    [
      ['AR', 400],
      ['BR', 200],
      ['UY', 200],
      ['NZ', 100],
    ],
    '牛肉',
  ),
  imp(
    '020130',
    9,
    0.05,
    'newYear',
    [
      ['AU', 250],
      ['NZ', 100],
      ['AR', 50],
    ],
    '牛肉',
  ),
  imp(
    '020442',
    4.5,
    0,
    'newYear',
    [
      ['NZ', 600],
      ['AU', 400],
    ],
    '羊肉',
  ),
  imp(
    '020443',
    7,
    0.03,
    'newYear',
    [
      ['AU', 100],
      ['NZ', 100],
    ],
    '羊肉',
  ),
  imp(
    '020714',
    2.5,
    -0.05,
    'newYear',
    [
      ['BR', 1200],
      ['US', 800],
    ],
    '禽肉',
  ),
  imp(
    '010229',
    1500,
    0.02,
    'flat',
    [
      ['AU', 150],
      ['NZ', 50],
    ],
    undefined,
    '头',
  ),
  // Dairy
  imp(
    '040221',
    3.6,
    -0.04,
    'nzDairy',
    [
      ['NZ', 2000],
      ['AU', 100],
    ],
    '乳制品',
  ),
  imp(
    '040210',
    2.8,
    -0.02,
    'nzDairy',
    [
      ['NZ', 500],
      ['AU', 100],
      ['US', 100, 'flat'],
      ['FR', 100, 'flat'],
      ['DE', 100, 'flat'],
      ['IE', 50, 'flat'],
    ],
    '乳制品',
  ),
  imp(
    '040690',
    5,
    0.06,
    'nzDairy',
    [
      ['NZ', 350],
      ['AU', 150],
      ['FR', 50, 'flat'],
    ],
    '乳制品',
  ),
  imp(
    '040510',
    5.5,
    0.03,
    'nzDairy',
    [
      ['NZ', 500],
      ['FR', 80, 'flat'],
    ],
    '乳制品',
  ),
  imp(
    '190110',
    18,
    -0.06,
    'flat',
    [
      ['NL', 1200],
      ['IE', 900],
      ['NZ', 800],
      ['FR', 400],
      ['DE', 300],
      ['DK', 200],
      ['AU', 100],
    ],
    '乳制品',
  ),
  // Fruit
  imp(
    '081060',
    5,
    0.12,
    'flat',
    [
      ['TH', 3500, 'thaiDurian'],
      ['VN', 2500, 'vietDurian'],
      ['MY', 50],
      ['PH', 20, 'vietDurian'],
    ],
    '榴莲',
  ),
  imp(
    '080929',
    9.5,
    0.08,
    'flat',
    [
      ['CL', 2500, 'chileCherry'],
      ['US', 50, 'northCherry'],
      ['CA', 30, 'northCherry'],
      ['AU', 30, 'southSummer'],
      ['NZ', 30, 'southSummer'],
    ],
    '车厘子',
  ),
  imp(
    '080390',
    0.6,
    0,
    'flat',
    [
      ['VN', 450],
      ['PH', 350],
      ['EC', 250],
      ['LA', 150],
      ['MM', 100],
    ],
    '香蕉',
  ),
  imp(
    '080610',
    3,
    0.02,
    'flat',
    [
      ['CL', 400, 'chileGrape'],
      ['PE', 350, 'peruGrape'],
      ['AU', 250, 'ausGrape'],
      ['US', 50, 'usAutumn'],
    ],
    '葡萄',
  ),
  imp(
    '080440',
    2.5,
    0.1,
    'flat',
    [
      ['PE', 100, 'southCitrus'],
      ['CL', 50, 'southSummer'],
      ['MX', 50],
      ['KE', 20, 'southCitrus'],
    ],
    '牛油果',
  ),
  imp(
    '081050',
    3.2,
    0.04,
    'flat',
    [
      ['NZ', 400, 'nzKiwi'],
      ['CL', 30, 'nzKiwi'],
      ['IT', 30, 'europeWinter'],
    ],
    '猕猴桃',
  ),
  imp(
    '080510',
    1.3,
    0.01,
    'flat',
    [
      ['EG', 150, 'egyptCitrus'],
      ['ZA', 120, 'southCitrus'],
      ['US', 100, 'egyptCitrus'],
      ['AU', 80, 'southCitrus'],
    ],
    '柑橘',
  ),
  imp(
    '081090',
    1.4,
    0.03,
    'thaiDurian',
    [
      ['TH', 1200],
      ['VN', 400, 'vietDurian'],
      ['KH', 20, 'flat'],
    ],
    '龙眼',
  ),
  imp('080251', 8, 0.05, 'usAutumn', [
    ['US', 600],
    ['IR', 100, 'flat'],
  ]),
  imp('080212', 6.5, 0.04, 'usAutumn', [
    ['US', 300],
    ['AU', 100, 'ausCrop'],
  ]),
  imp(
    '020641',
    1.6,
    -0.06,
    'newYear',
    [
      ['ES', 60],
      ['DK', 30],
    ],
    '猪肉',
  ),
  imp(
    '020712',
    2.2,
    -0.03,
    'newYear',
    [
      ['BR', 150],
      ['US', 40],
    ],
    '禽肉',
  ),
  // Seafood, wine, tobacco
  imp('030617', 5.5, 0.02, 'newYear', [
    ['EC', 2500],
    ['IN', 700],
    ['AR', 300],
    ['TH', 200],
    ['VN', 200],
  ]),
  imp('030214', 11, 0.09, 'newYear', [
    ['NO', 500],
    ['CL', 150],
    ['FO', 100],
    ['AU', 50],
  ]),
  imp('030632', 20, 0.03, 'newYear', [
    ['CA', 400],
    ['US', 100],
  ]),
  imp(
    '220421',
    6,
    -0.05,
    'newYear',
    [
      ['FR', 400],
      ['CL', 250],
      ['AU', 250],
      ['IT', 100],
      ['ES', 80],
    ],
    undefined,
    '升',
  ),
  imp('240120', 6, 0.02, 'flat', [
    ['ZW', 600],
    ['BR', 400],
  ]),
  imp('230910', 4, 0.07, 'flat', [
    ['US', 200],
    ['TH', 150],
    ['NZ', 50],
  ]),
  // Exports: vegetables, fruit, tea
  exp('070320', 1, 0.03, 'springDip', [
    ['ID', 600],
    ['VN', 300],
    ['BR', 200],
    ['MY', 150],
    ['US', 150],
    ['AE', 100],
    ['PH', 100],
    ['TH', 80],
    ['BD', 80],
  ]),
  exp('091011', 1.1, 0.02, 'springDip', [
    ['NL', 60],
    ['PK', 50],
    ['AE', 50],
    ['US', 50],
    ['BD', 40],
    ['MY', 30],
    ['JP', 30],
  ]),
  exp('070310', 0.45, 0.01, 'springDip', [
    ['JP', 120],
    ['VN', 100],
    ['MY', 100],
    ['RU', 50],
    ['KR', 30],
  ]),
  exp('071239', 9, 0.04, 'springDip', [
    ['VN', 700],
    ['HK', 400],
    ['TH', 150],
    ['MY', 100],
    ['KR', 50],
    ['JP', 50],
  ]),
  exp('080810', 1.2, 0.05, 'autumnCrop', [
    ['VN', 300],
    ['ID', 150],
    ['TH', 150],
    ['PH', 100],
    ['BD', 100],
    ['HK', 60],
  ]),
  exp('080521', 0.9, 0.03, 'winterCitrus', [
    ['VN', 500],
    ['TH', 100],
    ['MY', 100],
    ['RU', 100],
    ['KG', 50],
  ]),
  exp('090210', 4.5, 0.01, 'tea', [
    ['MA', 250],
    ['UZ', 100],
    ['GH', 100],
    ['SN', 50],
    ['DZ', 50],
    ['MR', 50],
    ['HK', 50],
  ]),
  exp('090230', 6, 0.02, 'tea', [
    ['HK', 100],
    ['MY', 50],
    ['US', 30],
  ]),
  exp('200290', 0.9, 0.04, 'usAutumn', [
    ['NG', 100],
    ['GH', 100],
    ['RU', 100],
    ['IT', 100],
    ['PH', 50],
  ]),
  exp('040900', 2.3, 0.02, 'flat', [
    ['GB', 60],
    ['JP', 50],
    ['BE', 40],
    ['PL', 30],
  ]),
  exp('200599', 1.3, 0.03, 'springDip', [
    ['JP', 250],
    ['KR', 120],
    ['US', 100],
  ]),
  exp('230910', 3.5, 0.06, 'flat', [
    ['US', 300],
    ['JP', 200],
    ['DE', 150],
  ]),
  // Exports: seafood to Japan, Korea, the US and Europe
  exp('030475', 3.2, -0.02, 'springDip', [
    ['DE', 300],
    ['US', 150],
    ['NL', 100],
    ['PL', 100],
    ['JP', 50],
    ['KR', 50],
  ]),
  exp('030743', 3.5, 0.03, 'springDip', [
    ['TH', 250],
    ['JP', 200],
    ['KR', 200],
    ['US', 100],
    ['ES', 100],
  ]),
  exp('160420', 5, 0.02, 'springDip', [
    ['JP', 250],
    ['US', 150],
    ['KR', 100],
    ['TH', 100],
  ]),
  exp('160529', 9, 0.01, 'springDip', [
    ['JP', 150],
    ['US', 100],
    ['KR', 50],
  ]),
  exp('160554', 6, 0.03, 'springDip', [
    ['JP', 300],
    ['KR', 200],
    ['US', 50],
  ]),
];
