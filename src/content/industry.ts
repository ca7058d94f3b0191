/** Build-time 数据检索 content: the domain tree and the regions of the page's first view. */
import { query } from './query.ts';

export const retrievalBuildData = () => query('retrievalBuildData');
