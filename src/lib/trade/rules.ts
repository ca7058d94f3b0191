/**
 * Which HS codes the customs lists apply to: the permitted-origin products (准入名单) and the kinds of designated
 * supervision places (指定监管场地), by code prefix. A code matches a prefix that starts it or that it starts
 * (chapter 08 touches 进境水果; 080929 is under 0809).
 */

export const PERMIT_PRODUCT_CODES: Record<string, readonly string[]> = {
  牛肉: ['0201', '0202'],
  猪肉: ['0203', '020630', '020641', '020649'],
  羊肉: ['0204'],
  禽肉: ['0207'],
  榴莲: ['081060'],
  车厘子: ['080921', '080929'],
  香蕉: ['0803'],
  牛油果: ['080440'],
  龙眼: ['081090'],
  山竹: ['081090'],
  猕猴桃: ['081050'],
  柑橘: ['0805'],
  葡萄: ['080610'],
  大豆: ['1201'],
  玉米: ['1005'],
  小麦: ['1001'],
  大麦: ['1003'],
  高粱: ['1007'],
  豆粕: ['2304'],
  乳制品: ['0401', '0402', '0403', '0404', '0405', '0406', '190110'],
};

export const SUPERVISION_KIND_CODES: Record<string, readonly string[]> = {
  进境肉类: ['0201', '0202', '0203', '0204', '0205', '0206', '0207', '0208', '0209', '0210'],
  进境冰鲜水产品: ['0302', '0304', '0306', '0307', '0308'],
  进境水果: ['0803', '0804', '0805', '0806', '0807', '0808', '0809', '0810'],
  进境粮食: ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1201', '1205', '1206'],
  进境食用水生动物: ['0301', '0306', '0307', '0308'],
  进境植物种苗: ['0601', '0602'],
  进境原木: ['4403'],
};

export const SUPERVISION_KINDS = Object.keys(SUPERVISION_KIND_CODES);

/** Whether an HS code (2, 4 or 6 digits) falls under one of the prefixes, or contains one. */
export const codeTouches = (code: string, prefixes: readonly string[]) =>
  prefixes.some((p) => p.startsWith(code) || code.startsWith(p));

/** The permitted-origin products of a code. */
export const permitProductsOf = (code: string) =>
  Object.keys(PERMIT_PRODUCT_CODES).filter((p) => codeTouches(code, PERMIT_PRODUCT_CODES[p]!));

/** The supervision place kinds a code's imports go through. */
export const supervisionKindsOf = (code: string) =>
  SUPERVISION_KINDS.filter((k) => codeTouches(code, SUPERVISION_KIND_CODES[k]!));

/** The kinds of a port of entry (trade_ports.kind). */
export const PORT_KINDS = ['水运', '航空', '陆路', '铁路'];
