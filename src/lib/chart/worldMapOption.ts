/**
 * The world map of partners: one value per partner on its map feature (`map_name`, the feature's `name` in
 * @surbowl/world-geo-json-zh), coloured by a continuous visualMap in the site's greens; the highlighted partner is
 * outlined. Pure: the island draws it once #islands/ui/chart/echarts.ts has registered the map.
 */
import { mapScale, MAP_OUTLINE, mapTooltipHtml } from './mapParts.ts';
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
      ...(p.iso2.toUpperCase() === highlight ? { itemStyle: MAP_OUTLINE } : {}),
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
        return mapTooltipHtml(p.data?.label ?? p.name, p.data?.value, input.unit, decimals);
      },
    },
    // One region alone (a partner's own page) needs no scale.
    visualMap: mapScale(max, input.unit, data.length > 1),
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
