/**
 * The China map: one value per region on its map feature, joined by administrative code as a string (the vendored
 * GeoJSON's `adcode`, src/lib/chart/geo/), coloured by a continuous visualMap in the site's greens; a highlighted
 * region is outlined. The country level draws the provinces with the 南海诸岛 inset, the province level its cities.
 * Pure: the island draws it once #islands/ui/chart/echarts.ts has registered the map named by `chinaMapName`.
 */
import { mapScale, MAP_OUTLINE, mapTooltipHtml } from './mapParts.ts';
import { CHART_TOKENS } from './theme.ts';

/** The country's code: the national file's name. */
export const CHINA_ADCODE = '100000';

/** A China map's registered name: the file it draws (`china-100000`, `china-440000`). */
export const chinaMapName = (adcode: string): string => `china-${adcode}`;

/** The file a registered China map name draws, or null for another map. */
export const chinaMapFile = (name: string): string | null => /^china-(\d{6})$/.exec(name)?.[1] ?? null;

/** A 6-digit administrative code as a string (a number would not match the features' string `adcode`). */
export const isAdcode = (code: unknown): code is string => typeof code === 'string' && /^\d{6}$/.test(code);

/** Provinces the vendored geometry has no cities file for (the source has none for 台湾). */
export const PROVINCES_WITHOUT_CITIES: readonly string[] = ['710000'];

/** Whether a click on this region of the national map can open its province's cities. */
export const canDrill = (adcode: unknown): adcode is string =>
  isAdcode(adcode) &&
  adcode !== CHINA_ADCODE &&
  adcode.endsWith('0000') &&
  !PROVINCES_WITHOUT_CITIES.includes(adcode);

/**
 * The province a click on the map opens, or null: only at country level, only a province with a cities file. A
 * region without a value has no datum: its feature's name is its adcode (the series joins on it).
 */
export function drillTarget(level: ChinaMapLevel, datum: unknown, name: string): string | null {
  if (level !== 'country') return null;
  const adcode = (datum as { adcode?: unknown } | null | undefined)?.adcode ?? name;
  return canDrill(adcode) ? adcode : null;
}

export type ChinaMapLevel = 'country' | 'province';

export interface ChinaMapPoint {
  adcode: string;
  name: string;
  value: number | null;
}

export interface ChinaMapInput {
  points: ChinaMapPoint[];
  /** The values' unit, e.g. 万吨. */
  unit: string;
  level: ChinaMapLevel;
  /** The province drawn at province level (its adcode). */
  province?: string;
  /** Adcode of the region drawn as selected. */
  highlight?: string;
  decimals?: number;
}

/** A map feature's datum: the region's value and its code (a click drills into it). */
export interface ChinaMapDatum {
  name: string;
  value: number | null;
  adcode: string;
  label: string;
  itemStyle?: Record<string, unknown>;
}

/** The file the option draws: the national one, or the province's. */
export function chinaMapFileOf(input: Pick<ChinaMapInput, 'level' | 'province'>): string {
  if (input.level === 'country') return CHINA_ADCODE;
  if (!isAdcode(input.province)) throw new Error('a province-level China map needs its province adcode');
  return input.province;
}

/**
 * The data of the map's one series, a datum per region with a code; the series joins it on `adcode`
 * (nameProperty), so names that differ between sources (内蒙古 / 内蒙古自治区) still land.
 */
export function chinaMapData(input: ChinaMapInput): ChinaMapDatum[] {
  return input.points
    .filter((p) => isAdcode(p.adcode))
    .map((p) => ({
      name: p.adcode,
      value: p.value,
      adcode: p.adcode,
      label: p.name,
      ...(p.adcode === input.highlight ? { itemStyle: MAP_OUTLINE } : {}),
    }));
}

export function chinaMapOption(input: ChinaMapInput): Record<string, unknown> {
  const decimals = input.decimals ?? 1;
  const file = chinaMapFileOf(input);
  const data = chinaMapData(input).filter((d) => d.adcode !== file);
  const max = Math.max(0, ...data.map((d) => d.value ?? 0));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; data?: ChinaMapDatum }) => {
        // The inset's frame has no tooltip; regions without a datum say they have no value.
        if (p.name === file) return '';
        return mapTooltipHtml(p.data?.label ?? p.name, p.data?.value, input.unit, decimals);
      },
    },
    // One region alone (a partner's own page) needs no scale.
    visualMap: mapScale(max, input.unit, data.length > 1),
    series: [
      {
        type: 'map',
        map: chinaMapName(file),
        // Features are joined on their code, never on their name.
        nameProperty: 'adcode',
        roam: true,
        scaleLimit: { min: 1, max: 8 },
        selectedMode: false,
        itemStyle: { areaColor: CHART_TOKENS.surface, borderColor: '#ffffff', borderWidth: 0.5 },
        emphasis: {
          label: { show: false },
          itemStyle: { areaColor: CHART_TOKENS.gold, borderColor: '#ffffff' },
        },
        select: { disabled: true },
        // The 南海诸岛 inset's frame (a ring whose code is the file's own) is a thin grey line, never coloured or hovered.
        data: [
          ...data,
          {
            name: file,
            value: null,
            itemStyle: { areaColor: CHART_TOKENS.ink500, borderWidth: 0 },
            emphasis: { disabled: true },
            tooltip: { show: false },
          },
        ],
      },
    ],
  };
}
