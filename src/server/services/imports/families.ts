/** Every data family an editor can import; a family plugs in here (CONTRIBUTING: "A data import"). */
import { productImport } from '#server/services/content/productImport.ts';
import { priceImport } from '#server/services/vegetable/priceImport.ts';
import { standardImport } from '#server/services/standard/standardImport.ts';
import { flowImport } from '#server/services/trade/flowImport.ts';
import { permitImport } from '#server/services/trade/permitImport.ts';
import { placeImport } from '#server/services/trade/placeImport.ts';
import { portImport } from '#server/services/trade/portImport.ts';
import { tariffImport } from '#server/services/trade/tariffImport.ts';
import { foodImport } from '#server/services/food/foodImport.ts';
import { indicatorImport } from '#server/services/industry/indicatorImport.ts';
import { astTopicImport } from '#server/services/ast/topicImport.ts';
import { baikeImport } from '#server/services/baike/baikeImport.ts';
import type { ImportFamily } from './family.ts';

/** Rows reach a family's writer only from its own row schema, so its row type can be forgotten here. */
const erased = <Row>(f: ImportFamily<Row>) => f as unknown as ImportFamily;

const FAMILIES: readonly ImportFamily[] = [
  erased(productImport),
  erased(priceImport),
  erased(standardImport),
  // 进出口贸易
  erased(flowImport),
  erased(tariffImport),
  erased(permitImport),
  erased(portImport),
  erased(placeImport),
  erased(foodImport),
  // 数据检索
  erased(indicatorImport),
  // 农业专题
  erased(astTopicImport),
  // 农业百科
  erased(baikeImport),
];

export const importFamily = (key: string): ImportFamily | undefined => FAMILIES.find((f) => f.key === key);

/** What the import screen shows: the families and their columns (the template's header row); a reporter's only. */
export const importFamilies = (editor = true) =>
  FAMILIES.filter((f) => editor || f.reporters).map((f) => ({
    key: f.key,
    label: f.label,
    columns: f.columns.map((c) => ({
      field: c.field,
      header: c.header,
      aliases: c.aliases,
      example: c.example,
      required: c.required ?? false,
    })),
    reporters: f.reporters ?? false,
  }));
