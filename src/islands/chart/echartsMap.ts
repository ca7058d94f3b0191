/**
 * The world map's part of ECharts (MapChart, VisualMap) and its geometry (@surbowl/world-geo-json-zh, 309 KB): a chunk
 * of its own that echarts.ts loads only when an option draws the map, so other charts' chunk stays as it was.
 */
import { registerMap, use } from 'echarts/core';
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import geo from '@surbowl/world-geo-json-zh/world.zh.json';
import { WORLD_MAP } from '#lib/chart/worldMapOption.ts';

use([MapChart, VisualMapComponent]);
registerMap(WORLD_MAP, geo as unknown as Parameters<typeof registerMap>[1]);
