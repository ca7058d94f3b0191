/**
 * Demo tariff rates of the demo codes (marked is_demo): most-favoured-nation rates near the tariff book's order of
 * magnitude, general rates, a few provisional rates and the free-trade agreements' rates. Not the tariff book.
 */
import { TRADE_DEMO_FLOWS } from './tradeCatalog.ts';

export interface DemoTariffRate {
  code: string;
  kind: 'mfn' | 'general' | 'provisional' | 'agreement';
  agreement: string;
  rate: number;
}

const MFN: Record<string, number> = {
  '120190': 3,
  '100590': 1,
  '100199': 1,
  '100390': 3,
  '100790': 2,
  '230400': 5,
  '120510': 9,
  '151190': 9,
  '151419': 9,
  '100630': 1,
  '170199': 15,
  '020329': 12,
  '020322': 12,
  '020649': 12,
  '020641': 20,
  '020230': 12,
  '020220': 12,
  '020130': 20,
  '020442': 15,
  '020443': 15,
  '020714': 10,
  '020712': 20,
  '010229': 10,
  '040221': 10,
  '040210': 10,
  '040690': 12,
  '040510': 10,
  '190110': 15,
  '081060': 20,
  '080929': 10,
  '080390': 10,
  '080610': 13,
  '080440': 25,
  '081050': 20,
  '080510': 11,
  '081090': 20,
  '080251': 5,
  '080212': 10,
  '030617': 5,
  '030214': 7,
  '030632': 7,
  '220421': 14,
  '240120': 10,
  '230910': 15,
  '070320': 13,
  '091011': 15,
  '070310': 13,
  '071239': 13,
  '080810': 10,
  '080521': 12,
  '090210': 15,
  '090230': 15,
  '200290': 5,
  '200599': 13,
  '040900': 15,
  '030475': 10,
  '030743': 10,
  '160420': 5,
  '160529': 5,
  '160554': 5,
};

/** Codes with a provisional rate under the MFN one (暂定税率). */
const PROVISIONAL: Record<string, number> = { '190110': 5, '030617': 2, '030214': 2, '151190': 6 };

/** General rates: grains and oilseeds at the tariff book's high end, other food at 70–90 %. */
const general = (code: string) =>
  /^(10|12)/.test(code) ? 180 : /^(02|04)/.test(code) ? 70 : /^(08|07)/.test(code) ? 80 : 90;

/** Agreements and how much of the MFN rate they keep (0: duty free). */
const AGREEMENTS: [name: string, share: number][] = [
  ['中国-东盟自贸协定', 0],
  ['中国-新西兰自贸协定', 0],
  ['中国-澳大利亚自贸协定', 0],
  ['中国-智利自贸协定', 0],
  ['中国-秘鲁自贸协定', 0.2],
  ['中国-韩国自贸协定', 0.6],
  ['区域全面经济伙伴关系协定（RCEP）', 0.5],
];

const round1 = (n: number) => Math.round(n * 10) / 10;

export function demoTariffRates(): DemoTariffRate[] {
  const codes = [...new Set(TRADE_DEMO_FLOWS.map((f) => f.hs6))];
  return codes.flatMap((code) => {
    const mfn = MFN[code] ?? 10;
    const provisional = PROVISIONAL[code];
    return [
      { code, kind: 'mfn' as const, agreement: '', rate: mfn },
      { code, kind: 'general' as const, agreement: '', rate: general(code) },
      ...(provisional === undefined
        ? []
        : [{ code, kind: 'provisional' as const, agreement: '', rate: provisional }]),
      ...AGREEMENTS.map(([agreement, share]) => ({
        code,
        kind: 'agreement' as const,
        agreement,
        rate: round1(mfn * share),
      })),
    ];
  });
}
