/** Build-time 农业专题 content: the topics by category and the first topic's newest year. */
import { query } from './query.ts';

export const astBuildData = () => query('astBuildData');
