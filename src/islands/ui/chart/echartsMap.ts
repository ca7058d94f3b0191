/**
 * The maps' part of ECharts (MapChart, VisualMap), a chunk of its own that echarts.ts loads only when an option draws
 * a map; each map's geometry is one more chunk, loaded when that map is first drawn: the world
 * (@surbowl/world-geo-json-zh, 309 KB), the China national map or one province's cities (src/lib/chart/geo/).
 */
import { getMap, registerMap, use as registerParts } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { WORLD_MAP } from '#lib/chart/worldMapOption.ts';
import { chinaMapFile } from '#lib/chart/chinaMapOption.ts';

type GeoJson = Parameters<typeof registerMap>[1];

registerParts([MapChart, VisualMapComponent]);

/** One chunk per vendored China file, named by adcode. */
const CHINA_FILES = import.meta.glob<GeoJson>('/src/lib/chart/geo/*.json', { import: 'default' });

/** Fetches and registers the geometry a map name draws (once). */
export async function loadMap(name: string): Promise<void> {
  if (getMap(name)) return;
  if (name === WORLD_MAP) {
    const world = await import('@surbowl/world-geo-json-zh/world.zh.json');
    return void registerMap(name, world.default as unknown as GeoJson);
  }
  const file = chinaMapFile(name);
  const load = file ? CHINA_FILES[`/src/lib/chart/geo/${file}.json`] : undefined;
  if (!load) throw new Error(`no geometry for the map ${name}`);
  registerMap(name, await load());
}
