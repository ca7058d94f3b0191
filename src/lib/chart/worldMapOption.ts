/**
 * The world map of partners: one value per partner on its map feature (`map_name`, the feature's `name` in
 * @surbowl/world-geo-json-zh), coloured by a continuous visualMap in the site's greens; the highlighted partner is
 * outlined. Pure: the island draws it once #islands/chart/echarts.ts has registered the map.
 */
import { CHART_TOKENS } from './theme.ts';

/** The name the world GeoJSON is registered under (echarts.registerMap). */
export const WORLD_MAP = 'world-zh';

export interface WorldMapPoint {
  iso2: string;
  name: string;
  /** The map feature's name; '' where the map draws the partner inside another (it is left off the map). */
  map_name: string;
  value: number | null;
}

export interface WorldMapInput {
  points: WorldMapPoint[];
  /** The values' unit, e.g. 万美元. */
  unit: string;
  /** ISO2 of the partner drawn as selected. */
  highlight?: string;
  decimals?: number;
}

/** A map feature's datum: the partner's value and who it is (the click opens its page). */
export interface WorldMapDatum {
  name: string;
  value: number | null;
  iso2: string;
  label: string;
  itemStyle?: Record<string, unknown>;
}

/** Light to deep: the site's brand green at the top of the scale. */
export const MAP_GREENS = ['#e6f4ea', CHART_TOKENS.brandLight, '#5fb77d', CHART_TOKENS.brand] as const;

const OUTLINE = { borderColor: CHART_TOKENS.gold, borderWidth: 2.5 };

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The data of the map's one series, a datum per partner that has a feature. */
export function worldMapData(input: WorldMapInput): WorldMapDatum[] {
  const highlight = input.highlight?.toUpperCase();
  return input.points
    .filter((p) => p.map_name)
    .map((p) => ({
      name: p.map_name,
      value: p.value,
      iso2: p.iso2.toUpperCase(),
      label: p.name,
      ...(p.iso2.toUpperCase() === highlight ? { itemStyle: OUTLINE } : {}),
    }));
}

export function worldMapOption(input: WorldMapInput): Record<string, unknown> {
  const decimals = input.decimals ?? 1;
  const data = worldMapData(input);
  const max = Math.max(0, ...data.map((d) => d.value ?? 0));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; data?: WorldMapDatum }) => {
        const name = esc(p.data?.label ?? p.name);
        const v = p.data?.value;
        const text = typeof v === 'number' ? `${v.toFixed(decimals)} ${esc(input.unit)}` : '—';
        return `<div style="font-weight:600">${name}</div><div>${text}</div>`;
      },
    },
    visualMap: {
      type: 'continuous',
      // One partner alone (its own page) needs no scale.
      show: data.length > 1,
      min: 0,
      max: max || 1,
      left: 8,
      bottom: 8,
      itemWidth: 10,
      itemHeight: 90,
      text: [`${input.unit}`, '0'],
      textStyle: { color: CHART_TOKENS.ink500, fontSize: 11 },
      inRange: { color: [...MAP_GREENS] },
      calculable: false,
    },
    series: [
      {
        type: 'map',
        map: WORLD_MAP,
        roam: true,
        scaleLimit: { min: 1, max: 8 },
        selectedMode: false,
        // Antarctica's empty band would take a fifth of the height.
        boundingCoords: [
          [-180, 84],
          [180, -58],
        ],
        itemStyle: { areaColor: CHART_TOKENS.surface, borderColor: '#ffffff', borderWidth: 0.5 },
        emphasis: {
          label: { show: false },
          itemStyle: { areaColor: CHART_TOKENS.gold, borderColor: '#ffffff' },
        },
        select: { disabled: true },
        data,
      },
    ],
  };
}
